import type { components } from '@/client/schema'

export type Regions = components['schemas']['RegionsBody']

/** Whether a version's keys activate in the member's country; an unknown country is not checked
 * (as the server decides at checkout). */
export function activatesIn(regions: Regions | null | undefined, country: string | null | undefined): boolean {
  if (!regions || !country) return true
  const listed = regions.countries.includes(country)
  return regions.mode === 'allow' ? listed : !listed
}
