import { describe, expect, it } from 'vitest'
import { PATHS, routeTo, type PageProps } from './paths'

describe('paths', () => {
  it('builds a route with its query, leaving out what is missing', () => {
    expect(routeTo('orderDetail', { id: 7 })).toBe('/pages/order/detail?id=7')
    expect(routeTo('orderDetail', { id: 7, review: '1' })).toBe('/pages/order/detail?id=7&review=1')
    expect(routeTo('pay', { id: undefined })).toBe('/pages/pay/index')
    expect(routeTo('home')).toBe('/pages/index/index')
  })

  it('gives every route its own path', () => {
    const paths = Object.values(PATHS)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('refuses a wrong route, a misspelt or missing parameter, and a query where none is taken (tsc)', () => {
    // Each line below fails to compile without its @ts-expect-error: the registry types every address.
    // @ts-expect-error no such route
    expect(() => routeTo('orderDetails', { id: 7 })).toThrow()
    // @ts-expect-error the order detail takes `id`, not `orderId`
    expect(routeTo('orderDetail', { orderId: 7 })).toContain('orderId=7')
    // @ts-expect-error the order detail needs its `id`
    expect(routeTo('orderDetail')).toBe(PATHS.orderDetail)
    // @ts-expect-error home takes no query
    expect(routeTo('home', { id: 1 })).toBe('/pages/index/index?id=1')
    const page: PageProps<'payResult'> = { query: { id: '3', payState: 'success' } }
    // @ts-expect-error the result page reads no `state`
    expect(page.query.state).toBeUndefined()
  })
})
