/**
 * Image sizes by file system (app info `fileSystem`, spec §3: it "drives image thumbnail rules"):
 * the address of a picture at most `width` px wide, in WebP, from the storage that holds it.
 *
 * - `public` (this server's /uploads): `?w=` one of 240, 480, 750, 1080 (the width rounded up; the
 *   server keeps a variant per step and answers the original when it has none);
 * - `aliyun` OSS `?x-oss-process=image/resize,w_{w}/format,webp`;
 * - `qcloud` COS `?imageMogr2/thumbnail/{w}x/format/webp`;
 * - `qiniu` `?imageView2/2/w/{w}/format/webp`.
 *
 * Only our own storage is rewritten: for `public`, /uploads/ on this origin or the CDN (`cdnUrl`);
 * for the cloud kinds, addresses on the CDN. Anything else (a catalogue's outside link, a WeChat
 * avatar), an SVG (drawn at any size already), a private upload (signed links) or a picture already
 * processed is left as it is. backend/src/gamestore/web.py applies the same rules to the banner it
 * preloads; both are checked against thumbnail-cases.json.
 */

export type FileSystem = 'public' | 'aliyun' | 'qcloud' | 'qiniu'

export interface ThumbnailRules {
  fileSystem: FileSystem
  /** The CDN origin (app info `cdnUrl`); empty when there is none. */
  cdnUrl: string
  /** The page's origin (`window.location.origin`). */
  origin: string
}

/** The widths a picture is offered in (srcset candidates, and the `public` variants). */
export const THUMBNAIL_WIDTHS = [240, 480, 750, 1080] as const

const UPLOADS = '/uploads/'
const PRIVATE_UPLOADS = '/uploads/private/'
const PROCESSED = /[?&](w=|x-oss-process=|imageMogr2\/|imageView2\/)/

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The path of `url` on `origin` (or a root-relative path), or null when it lives elsewhere. */
function pathOn(url: string, origins: readonly string[]): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url
  const at = originOf(url)
  if (!at || !origins.includes(at)) return null
  return url.slice(at.length) || '/'
}

function stepUp(width: number): number {
  return THUMBNAIL_WIDTHS.find((step) => step >= width) ?? 1080
}

function withQuery(url: string, query: string): string {
  const hashAt = url.indexOf('#')
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt) : ''
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}

/** Whether `thumbnailUrl` rewrites `url` under `rules` (otherwise it is shown as it is, without srcset). */
export function isThumbnailable(url: string, rules: ThumbnailRules): boolean {
  if (!url || PROCESSED.test(url)) return false
  const path = (url.split(/[?#]/)[0] ?? '').toLowerCase()
  if (path.endsWith('.svg')) return false
  const cdn = originOf(rules.cdnUrl)
  if (rules.fileSystem === 'public') {
    const own = pathOn(url, cdn ? [rules.origin, cdn] : [rules.origin])
    return own !== null && own.startsWith(UPLOADS) && !own.startsWith(PRIVATE_UPLOADS)
  }
  return cdn !== null && originOf(url) === cdn
}

/** `url` at most `width` px wide, in WebP, by the rules of the storage that holds it. */
export function thumbnailUrl(url: string, width: number, rules: ThumbnailRules): string {
  if (!isThumbnailable(url, rules)) return url
  const w = Math.max(1, Math.ceil(width))
  switch (rules.fileSystem) {
    case 'public':
      return withQuery(url, `w=${stepUp(w)}`)
    case 'aliyun':
      return withQuery(url, `x-oss-process=image/resize,w_${w}/format,webp`)
    case 'qcloud':
      return withQuery(url, `imageMogr2/thumbnail/${w}x/format/webp`)
    case 'qiniu':
      return withQuery(url, `imageView2/2/w/${w}/format/webp`)
  }
}

/** The `srcset` offering `url` at every thumbnail width, or undefined when it is not rewritten. */
export function thumbnailSrcSet(url: string, rules: ThumbnailRules): string | undefined {
  if (!isThumbnailable(url, rules)) return undefined
  return THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(url, width, rules)} ${width}w`).join(', ')
}
