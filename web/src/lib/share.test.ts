import { describe, expect, it } from 'vitest'
import type { SharePlatformCode } from './platform'
import {
  SHARE_METHOD,
  SHARE_PAGE,
  buildShareString,
  isValidShareInfo,
  parseShareString,
  sharePath,
  type ShareInfo,
  type ShareMethodCode,
  type SharePageCode,
} from './share'

const GAME_SHARE: ShareInfo = { sharerId: 42, page: 2, queryId: 1001, platform: 1, method: 3 }

/** Small seeded generator so property runs are repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('empty choice')
  return item
}

function randomId(random: () => number, min: number): number {
  const magnitudes = [10, 1000, 1e9, Number.MAX_SAFE_INTEGER]
  const max = pick(random, magnitudes)
  return Math.min(Number.MAX_SAFE_INTEGER, min + Math.floor(random() * max))
}

const PAGES: readonly SharePageCode[] = [1, 2, 3, 4]
const PLATFORM_CODES: readonly SharePlatformCode[] = [1, 2, 3, 4]
const METHODS: readonly ShareMethodCode[] = [1, 2, 3]

function randomShareInfo(random: () => number): ShareInfo {
  const page = pick(random, PAGES)
  return {
    sharerId: randomId(random, 0),
    page,
    queryId: page === SHARE_PAGE.home ? pick(random, [0, randomId(random, 0)]) : randomId(random, 1),
    platform: pick(random, PLATFORM_CODES),
    method: pick(random, METHODS),
  }
}

describe('buildShareString', () => {
  it('joins the five parts with dots', () => {
    expect(buildShareString(GAME_SHARE)).toBe('42.2.1001.1.3')
  })

  it('writes home shares with query id 0 and anonymous sharers as 0', () => {
    expect(buildShareString({ sharerId: 0, page: 1, queryId: 0, platform: 4, method: 2 })).toBe('0.1.0.4.2')
  })

  it('uses the named codes', () => {
    const info: ShareInfo = {
      sharerId: 7,
      page: SHARE_PAGE.news,
      queryId: 9,
      platform: 3,
      method: SHARE_METHOD.poster,
    }
    expect(buildShareString(info)).toBe('7.4.9.3.2')
  })

  it.each([
    ['negative sharer', { ...GAME_SHARE, sharerId: -1 }],
    ['fractional sharer', { ...GAME_SHARE, sharerId: 1.5 }],
    ['unsafe sharer', { ...GAME_SHARE, sharerId: Number.MAX_SAFE_INTEGER + 1 }],
    ['NaN sharer', { ...GAME_SHARE, sharerId: Number.NaN }],
    ['zero query id on a detail page', { ...GAME_SHARE, queryId: 0 }],
    ['negative query id', { ...GAME_SHARE, queryId: -5 }],
    ['infinite query id', { ...GAME_SHARE, queryId: Number.POSITIVE_INFINITY }],
    ['unknown page', { ...GAME_SHARE, page: 6 as SharePageCode }],
    ['unknown platform', { ...GAME_SHARE, platform: 0 as SharePlatformCode }],
    ['unknown method', { ...GAME_SHARE, method: 4 as ShareMethodCode }],
  ])('refuses a %s', (_name, info) => {
    expect(isValidShareInfo(info)).toBe(false)
    expect(() => buildShareString(info)).toThrow(RangeError)
  })
})

describe('parseShareString', () => {
  it('reads the five parts', () => {
    expect(parseShareString('42.2.1001.1.3')).toEqual(GAME_SHARE)
  })

  it('reads home shares with query id 0', () => {
    expect(parseShareString('5.1.0.2.1')).toEqual({ sharerId: 5, page: 1, queryId: 0, platform: 2, method: 1 })
  })

  it('reads the largest safe ids', () => {
    const max = String(Number.MAX_SAFE_INTEGER)
    expect(parseShareString(`${max}.3.${max}.4.2`)).toEqual({
      sharerId: Number.MAX_SAFE_INTEGER,
      page: 3,
      queryId: Number.MAX_SAFE_INTEGER,
      platform: 4,
      method: 2,
    })
  })

  it.each([
    ['empty', ''],
    ['too few parts', '42.2.1001.1'],
    ['too many parts', '42.2.1001.1.3.9'],
    ['trailing dot', '42.2.1001.1.3.'],
    ['empty part', '42..1001.1.3'],
    ['negative sharer', '-42.2.1001.1.3'],
    ['negative query id', '42.2.-1.1.3'],
    ['plus sign', '+42.2.1001.1.3'],
    ['decimal comma', '42,5.2.1001.1.3'],
    ['letters', 'abc.2.1001.1.3'],
    ['hex', '0x2a.2.1001.1.3'],
    ['exponent', '1e3.2.1001.1.3'],
    ['leading zeros', '042.2.1001.1.3'],
    ['spaces', ' 42.2.1001.1.3'],
    ['inner spaces', '42. 2.1001.1.3'],
    ['full-width digits', '４２.2.1001.1.3'],
    ['unsafe id', '9007199254740992.2.1001.1.3'],
    ['page 0', '42.0.1001.1.3'],
    ['page 6', '42.6.1001.1.3'],
    ['gift without its order', '42.5.0.1.3'],
    ['platform 0', '42.2.1001.0.3'],
    ['platform 5', '42.2.1001.5.3'],
    ['method 0', '42.2.1001.1.0'],
    ['method 4', '42.2.1001.1.4'],
    ['detail page without id', '42.2.0.1.3'],
    ['activity without id', '42.3.0.1.3'],
    ['news without id', '42.4.0.1.3'],
    ['other separator', '42-2-1001-1-3'],
  ])('is null for %s', (_name, s) => {
    expect(parseShareString(s)).toBeNull()
  })
})

describe('round trip', () => {
  const random = seededRandom(20261102)
  const samples = Array.from({ length: 500 }, () => randomShareInfo(random))

  it('parses what it builds', () => {
    for (const info of samples) {
      expect(parseShareString(buildShareString(info))).toEqual(info)
    }
  })

  it('builds back exactly what it parsed', () => {
    for (const info of samples) {
      const s = buildShareString(info)
      const parsed = parseShareString(s)
      expect(parsed).not.toBeNull()
      if (parsed) expect(buildShareString(parsed)).toBe(s)
    }
  })

  it('covers every page, platform and method in the samples', () => {
    expect(new Set(samples.map((info) => info.page)).size).toBe(PAGES.length)
    expect(new Set(samples.map((info) => info.platform)).size).toBe(PLATFORM_CODES.length)
    expect(new Set(samples.map((info) => info.method)).size).toBe(METHODS.length)
  })

  it('rejects every mutation of a valid string that changes a part into garbage', () => {
    for (const info of samples.slice(0, 100)) {
      const parts = buildShareString(info).split('.')
      for (let i = 0; i < parts.length; i++) {
        const broken = parts.map((part, j) => (j === i ? `${part}x` : part)).join('.')
        expect(parseShareString(broken)).toBeNull()
      }
    }
  })
})

describe('sharePath', () => {
  it('sends home shares to the home page without a query', () => {
    expect(sharePath({ page: 1, queryId: 0 })).toEqual({ path: '/pages/index/index', query: {} })
  })

  it('ignores a query id on home shares', () => {
    expect(sharePath({ page: 1, queryId: 12 })).toEqual({ path: '/pages/index/index', query: {} })
  })

  it('sends game shares to the game detail with the id', () => {
    expect(sharePath({ page: 2, queryId: 1001 })).toEqual({
      path: '/pages/goods/gameDetail',
      query: { id: '1001' },
    })
  })

  it('sends activity shares to the activity detail with the id', () => {
    expect(sharePath({ page: 3, queryId: 8 })).toEqual({ path: '/pages/goods/detail', query: { id: '8' } })
  })

  it('sends news shares to the activity detail with the id and type news', () => {
    expect(sharePath({ page: 4, queryId: 9 })).toEqual({
      path: '/pages/goods/detail',
      query: { id: '9', type: 'news' },
    })
  })

  it('accepts a whole parsed share', () => {
    const parsed = parseShareString('42.2.1001.1.3')
    expect(parsed && sharePath(parsed)).toEqual({ path: '/pages/goods/gameDetail', query: { id: '1001' } })
  })

  it('returns a fresh query object each time', () => {
    const first = sharePath({ page: 4, queryId: 9 })
    first.query.type = 'changed'
    expect(sharePath({ page: 4, queryId: 9 }).query.type).toBe('news')
  })
})
