import { createContext, useContext, type ImgHTMLAttributes } from 'react'
import { thumbnailSrcSet, thumbnailUrl, type ThumbnailRules } from '@/lib/thumbnail'

/**
 * How pictures are sized, given by the app from app info: undefined while it is on its way, null when
 * it failed (pictures are then shown as they are).
 */
export const ThumbnailRulesContext = createContext<ThumbnailRules | null | undefined>(undefined)

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'>

export interface PictureProps extends ImgProps {
  src: string
  /** Intrinsic size: the box keeps its shape before the picture arrives (no layout shift). */
  width: number
  height: number
  /** The width it is shown at, as `sizes` (e.g. `120px`, `calc(100vw - 24px)`). */
  sizes: string
  /** The largest picture on the first screen (LCP): fetched at once, first. Others wait until near view. */
  priority?: boolean
}

/**
 * A picture at the size it is shown: `srcset` of its thumbnails (lib/thumbnail.ts, by the app's
 * file system) with `sizes`, lazy below the fold. Until app info says how thumbnails are named the
 * box is drawn empty at its size, so the picture is fetched once, by its final address.
 */
export function Picture({ src, width, height, sizes, priority = false, alt = '', ...rest }: PictureProps) {
  const rules = useContext(ThumbnailRulesContext)
  const ready = rules !== undefined
  const srcSet = rules ? thumbnailSrcSet(src, rules) : undefined
  return (
    <img
      {...rest}
      src={ready ? (rules && srcSet ? thumbnailUrl(src, width, rules) : src) : undefined}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={ready ? alt : ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}
