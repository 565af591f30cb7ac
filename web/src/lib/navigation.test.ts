import { beforeEach, describe, expect, it } from 'vitest'
import { acceptNavigation, afterLoginTarget, classifyTarget, resetNavigationDebounce } from './navigation'
import { withQuery } from './paths'

describe('navigation', () => {
  beforeEach(resetNavigationDebounce)

  it('sends http links out of the app and ignores action: links', () => {
    expect(classifyTarget('https://store.steampowered.com/app/1')).toEqual({
      kind: 'external',
      href: 'https://store.steampowered.com/app/1',
    })
    expect(classifyTarget('action:share')).toEqual({ kind: 'ignored' })
  })

  it('switches to tab pages and pushes the others', () => {
    expect(classifyTarget('/pages/index/user')).toEqual({ kind: 'tab', path: '/pages/index/user' })
    expect(classifyTarget('pages/user/info?x=1')).toEqual({ kind: 'page', path: '/pages/user/info?x=1' })
  })

  it('ignores a second navigation within 500 ms', () => {
    expect(acceptNavigation(1000)).toBe(true)
    expect(acceptNavigation(1400)).toBe(false)
    expect(acceptNavigation(1501)).toBe(true)
  })

  it('after login goes to the stored page, else back, else home', () => {
    expect(afterLoginTarget('/pages/order/detail?id=3', true)).toBe('/pages/order/detail?id=3')
    expect(afterLoginTarget('', true)).toBe(-1)
    expect(afterLoginTarget('', false)).toBe('/pages/index/index')
    expect(afterLoginTarget('/pages/user/login', false)).toBe('/pages/index/index')
    expect(afterLoginTarget('/pages/index/login?x=1', false)).toBe('/pages/index/index')
  })

  it('adds query parameters, skipping empty ones', () => {
    expect(withQuery('/p', { id: 3, empty: '', none: undefined })).toBe('/p?id=3')
    expect(withQuery('/p?a=1', { b: 'x y' })).toBe('/p?a=1&b=x+y')
    expect(withQuery('/p')).toBe('/p')
  })

  it('accepts every navigation while the browser suite has switched the debounce off', () => {
    const switchable = globalThis as { e2eNoNavigationDebounce?: boolean }
    switchable.e2eNoNavigationDebounce = true
    try {
      expect(acceptNavigation(1000)).toBe(true)
      expect(acceptNavigation(1001)).toBe(true)
    } finally {
      delete switchable.e2eNoNavigationDebounce
    }
  })
})
