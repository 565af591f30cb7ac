/**
 * How a game opens (spec §4 Opening a game), as pure functions: which way to offer for each of a
 * game's types, and the links to leave the app for. Only http(s) links are ever opened.
 */

/** Spec §3 game platform types. */
const GAME_TYPE = { browser: 0, steam: 1, miniProgram: 2, app: 3 } as const

export interface GameTypeLink {
  gameType: number
  typeLink: string
}

export type OpenWay =
  /** Fetch a game code, then leave for `link` with it appended. */
  | { kind: 'browser'; link: string }
  /** Leave for the Steam store page. */
  | { kind: 'steam'; url: string }
  /** Cannot be opened from here: explain how (mini program, app); `link` is offered when http(s). */
  | { kind: 'guide'; gameType: 2 | 3; link: string | null }

const STEAM_STORE = 'https://store.steampowered.com/app/'
// The order ways are offered in: what opens at once first.
const WAY_ORDER: readonly number[] = [GAME_TYPE.browser, GAME_TYPE.steam, GAME_TYPE.miniProgram, GAME_TYPE.app]

/** The link as an absolute http(s) URL, or null (javascript:, relative paths, junk). */
export function httpUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** `link` with `name=value` in its query, whether or not it already has one; the fragment stays last. */
export function withQueryParam(link: string, name: string, value: string): string | null {
  const url = httpUrl(link)
  if (!url) return null
  url.searchParams.set(name, value)
  return url.toString()
}

/** The Steam store page for a typeLink that is a store URL, a steam:// link or a bare app id. */
export function steamStoreUrl(typeLink: string): string | null {
  const link = typeLink.trim()
  if (/^\d+$/.test(link)) return `${STEAM_STORE}${link}`
  const url = httpUrl(link)
  if (url) return url.toString()
  const appId = /^steam:\/\/(?:store|run|rungameid)\/(\d+)/i.exec(link)?.[1]
  return appId ? `${STEAM_STORE}${appId}` : null
}

function toWay(type: GameTypeLink): OpenWay | null {
  switch (type.gameType) {
    case GAME_TYPE.browser: {
      const url = httpUrl(type.typeLink)
      return url ? { kind: 'browser', link: url.toString() } : null
    }
    case GAME_TYPE.steam: {
      const url = steamStoreUrl(type.typeLink)
      return url ? { kind: 'steam', url } : null
    }
    case GAME_TYPE.miniProgram:
    case GAME_TYPE.app:
      return { kind: 'guide', gameType: type.gameType, link: httpUrl(type.typeLink)?.toString() ?? null }
    default:
      return null
  }
}

/** The ways a game can be opened, one per type, browser first; types with unusable links drop out. */
export function openWays(types: readonly GameTypeLink[]): OpenWay[] {
  const ways: OpenWay[] = []
  for (const gameType of WAY_ORDER) {
    const way = types
      .filter((type) => type.gameType === gameType)
      .map(toWay)
      .find((found) => found !== null)
    if (way) ways.push(way)
  }
  return ways
}

/** The game type of a way, for its label. */
export function wayType(way: OpenWay): number {
  if (way.kind === 'browser') return GAME_TYPE.browser
  if (way.kind === 'steam') return GAME_TYPE.steam
  return way.gameType
}
