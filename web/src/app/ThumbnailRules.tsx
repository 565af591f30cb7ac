import type { ReactNode } from 'react'
import { ThumbnailRulesContext } from '@/components/Picture'
import { useThumbnailRules } from '@/features/system/appInfo'

/** Gives every picture the thumbnail rules of app info (its file system). */
export function ThumbnailRulesProvider({ children }: { children: ReactNode }) {
  return <ThumbnailRulesContext value={useThumbnailRules()}>{children}</ThumbnailRulesContext>
}
