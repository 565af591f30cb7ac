import { describe, expect, it, vi } from 'vitest'
import { guardRedirect } from './guard'
import { ROUTES } from './routes'

describe('guard', () => {
  it('lets anyone into open pages and members into guarded ones', () => {
    const store = vi.fn()
    expect(guardRedirect(false, false, '/pages/index/user', store)).toBeNull()
    expect(guardRedirect(true, true, '/pages/order/list', store)).toBeNull()
    expect(store).not.toHaveBeenCalled()
  })

  it('stores the wanted page and sends visitors to login', () => {
    const store = vi.fn()
    expect(guardRedirect(true, false, '/pages/order/detail?id=3', store)).toBe('/pages/user/login')
    expect(store).toHaveBeenCalledWith('/pages/order/detail?id=3')
  })

  it('declares each route once, with the spec login rules', () => {
    const paths = ROUTES.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    const byPath = Object.fromEntries(ROUTES.map((route) => [route.path, route]))
    expect(byPath['/pages/user/login']?.auth).toBe(false)
    expect(byPath['/pages/index/user']?.pullRefresh).toBe(true)
    expect(byPath['/pages/index/index']?.pullRefresh).toBeFalsy()
    expect(ROUTES.filter((route) => route.tab).map((route) => route.path)).toEqual([
      '/pages/index/index',
      '/pages/index/article',
      '/pages/index/user',
    ])
  })
})
