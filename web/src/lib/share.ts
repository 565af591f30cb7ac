/**
 * Share tracking strings (spec §2): five dot-separated parts
 * `sharerId.pageCode.queryId.platformCode.methodCode`, e.g. `42.2.1001.1.3`.
 */

import { PATHS } from './paths'
import { isSharePlatformCode, type SharePlatformCode } from './platform'

export const SHARE_PAGE = { home: 1, gameDetail: 2, activity: 3, news: 4, gift: 5 } as const
export type SharePageName = keyof typeof SHARE_PAGE
export type SharePageCode = (typeof SHARE_PAGE)[SharePageName]

export const SHARE_METHOD = { forward: 1, poster: 2, link: 3 } as const
export type ShareMethodCode = (typeof SHARE_METHOD)[keyof typeof SHARE_METHOD]

export interface ShareInfo {
  /** member id of the sharer; 0 when shared anonymously */
  sharerId: number
  page: SharePageCode
  /** id of the shared game, activity or news article; 0 for home */
  queryId: number
  platform: SharePlatformCode
  method: ShareMethodCode
}

export interface ShareTarget {
  path: string
  query: Record<string, string>
}

interface PageRoute {
  path: string
  /** whether the route needs the shared item's id */
  needsId: boolean
  extraQuery: Readonly<Record<string, string>>
  /** The link itself is the page (a gift's carries its claim code, which the tracking string does not). */
  linkIsPage?: true
}

/** The one table mapping page codes to routes. */
const ROUTE_BY_PAGE: Readonly<Record<SharePageCode, PageRoute>> = {
  1: { path: PATHS.home, needsId: false, extraQuery: {} },
  2: { path: PATHS.gameDetail, needsId: true, extraQuery: {} },
  3: { path: PATHS.articleDetail, needsId: true, extraQuery: {} },
  4: { path: PATHS.articleDetail, needsId: true, extraQuery: { type: 'news' } },
  5: { path: PATHS.giftClaim, needsId: true, extraQuery: {}, linkIsPage: true },
}

const SEPARATOR = '.'
const PART_COUNT = 5
const CANONICAL_NON_NEGATIVE_INTEGER = /^(0|[1-9]\d*)$/

function isSharePageCode(code: number): code is SharePageCode {
  return Object.values(SHARE_PAGE).some((page) => page === code)
}

function isShareMethodCode(code: number): code is ShareMethodCode {
  return Object.values(SHARE_METHOD).some((method) => method === code)
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0
}

/** Pages showing one item need a positive query id; home takes any id (normally 0). */
function hasValidQueryId(page: SharePageCode, queryId: number): boolean {
  return isId(queryId) && (!ROUTE_BY_PAGE[page].needsId || queryId > 0)
}

export function isValidShareInfo(info: ShareInfo): boolean {
  return (
    isId(info.sharerId) &&
    isSharePageCode(info.page) &&
    hasValidQueryId(info.page, info.queryId) &&
    isSharePlatformCode(info.platform) &&
    isShareMethodCode(info.method)
  )
}

/** Throws a RangeError for ids that are negative, fractional or unsafe, or unknown codes. */
export function buildShareString(info: ShareInfo): string {
  if (!isValidShareInfo(info)) {
    throw new RangeError(`invalid share info: ${JSON.stringify(info)}`)
  }
  return [info.sharerId, info.page, info.queryId, info.platform, info.method].join(SEPARATOR)
}

function parseId(part: string): number | null {
  if (!CANONICAL_NON_NEGATIVE_INTEGER.test(part)) return null
  const value = Number(part)
  return Number.isSafeInteger(value) ? value : null
}

/** The share info in `s`, or null when `s` is not exactly a valid share string. */
export function parseShareString(s: string): ShareInfo | null {
  const parts = s.split(SEPARATOR)
  if (parts.length !== PART_COUNT) return null
  const [sharerId, page, queryId, platform, method] = parts.map(parseId)
  if (sharerId == null || page == null || queryId == null || platform == null || method == null) {
    return null
  }
  if (!isSharePageCode(page) || !isSharePlatformCode(platform) || !isShareMethodCode(method)) {
    return null
  }
  const info: ShareInfo = { sharerId, page, queryId, platform, method }
  return isValidShareInfo(info) ? info : null
}

/** Whether the shared page is the link's own address, not one rebuilt from its tracking string. */
export function linkIsPage(page: SharePageCode): boolean {
  return ROUTE_BY_PAGE[page].linkIsPage === true
}

/** The route a share opens: path plus query (id, and type for news). */
export function sharePath(info: Pick<ShareInfo, 'page' | 'queryId'>): ShareTarget {
  const route = ROUTE_BY_PAGE[info.page]
  const idQuery: Record<string, string> = route.needsId ? { id: String(info.queryId) } : {}
  return { path: route.path, query: { ...idQuery, ...route.extraQuery } }
}
