import { describe, expect, it } from 'vitest'
import { httpUrl, openWays, steamStoreUrl, withQueryParam } from './openGame'

describe('withQueryParam', () => {
  it('adds a query to a link without one', () => {
    expect(withQueryParam('https://play.example.com/slime-jars/', 'code', 'a.b_c-1')).toBe(
      'https://play.example.com/slime-jars/?code=a.b_c-1',
    )
    expect(withQueryParam('https://play.example.com', 'code', 'x')).toBe('https://play.example.com/?code=x')
  })

  it('joins an existing query with &', () => {
    expect(withQueryParam('https://play.example.com/g?lang=en&mode=full', 'code', 'x')).toBe(
      'https://play.example.com/g?lang=en&mode=full&code=x',
    )
  })

  it('keeps the fragment after the query', () => {
    expect(withQueryParam('https://play.example.com/g?lang=en#/start', 'code', 'x')).toBe(
      'https://play.example.com/g?lang=en&code=x#/start',
    )
    expect(withQueryParam('https://play.example.com/g#top', 'code', 'x')).toBe('https://play.example.com/g?code=x#top')
  })

  it('replaces a stale code rather than sending two', () => {
    expect(withQueryParam('https://play.example.com/g?code=old&x=1', 'code', 'new')).toBe(
      'https://play.example.com/g?code=new&x=1',
    )
  })

  it('encodes what needs encoding', () => {
    expect(withQueryParam('https://play.example.com/g', 'code', 'a b&c=d')).toBe(
      'https://play.example.com/g?code=a+b%26c%3Dd',
    )
  })

  it('refuses links that are not http(s)', () => {
    expect(withQueryParam('javascript:alert(1)', 'code', 'x')).toBeNull()
    expect(withQueryParam('/relative/path', 'code', 'x')).toBeNull()
    expect(withQueryParam('', 'code', 'x')).toBeNull()
    expect(withQueryParam('ftp://example.com/game', 'code', 'x')).toBeNull()
  })
})

describe('steamStoreUrl', () => {
  it('turns a bare app id into the store page', () => {
    expect(steamStoreUrl('570')).toBe('https://store.steampowered.com/app/570')
    expect(steamStoreUrl(' 1091500 ')).toBe('https://store.steampowered.com/app/1091500')
  })

  it('keeps a store URL as it is', () => {
    expect(steamStoreUrl('https://store.steampowered.com/app/9746343/')).toBe(
      'https://store.steampowered.com/app/9746343/',
    )
  })

  it('reads the app id of a steam:// link', () => {
    expect(steamStoreUrl('steam://store/570')).toBe('https://store.steampowered.com/app/570')
    expect(steamStoreUrl('steam://run/570')).toBe('https://store.steampowered.com/app/570')
  })

  it('refuses anything else', () => {
    expect(steamStoreUrl('')).toBeNull()
    expect(steamStoreUrl('abc')).toBeNull()
    expect(steamStoreUrl('javascript:alert(1)')).toBeNull()
    expect(steamStoreUrl('12ab')).toBeNull()
  })
})

describe('openWays', () => {
  it('offers the browser first, then Steam, then the guides', () => {
    expect(
      openWays([
        { gameType: 3, typeLink: 'https://apps.example.com/get' },
        { gameType: 1, typeLink: '570' },
        { gameType: 2, typeLink: 'wx123456' },
        { gameType: 0, typeLink: 'https://play.example.com/g?lang=en' },
      ]),
    ).toEqual([
      { kind: 'browser', link: 'https://play.example.com/g?lang=en' },
      { kind: 'steam', url: 'https://store.steampowered.com/app/570' },
      { kind: 'guide', gameType: 2, link: null },
      { kind: 'guide', gameType: 3, link: 'https://apps.example.com/get' },
    ])
  })

  it('offers each type once and skips unusable links and unknown types', () => {
    expect(
      openWays([
        { gameType: 0, typeLink: 'javascript:alert(1)' },
        { gameType: 0, typeLink: 'https://play.example.com/' },
        { gameType: 0, typeLink: 'https://other.example.com/' },
        { gameType: 1, typeLink: 'not a link' },
        { gameType: 7, typeLink: 'https://x.example.com/' },
      ]),
    ).toEqual([{ kind: 'browser', link: 'https://play.example.com/' }])
    expect(openWays([])).toEqual([])
  })
})

describe('httpUrl', () => {
  it('accepts absolute http and https only', () => {
    expect(httpUrl('http://a.example.com/x')?.hostname).toBe('a.example.com')
    expect(httpUrl('data:text/html,hi')).toBeNull()
  })
})
