import { afterEach, describe, expect, it, vi } from 'vitest'
import { reachable } from './steamLink'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reachable', () => {
  it("asks for the site's favicon without CORS and counts any answer", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    expect(await reachable('https://steamcommunity.com/openid/login?openid.mode=checkid_setup')).toBe(true)
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit]
    expect(url.href).toBe('https://steamcommunity.com/favicon.ico')
    expect(init).toMatchObject({ mode: 'no-cors', credentials: 'omit', cache: 'no-store' })
  })

  it('says no when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await reachable('https://store.steampowered.com/app/1/')).toBe(false)
  })

  it('says no when the site does not answer in time', async () => {
    const hanging = (_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')))
      })
    vi.stubGlobal('fetch', vi.fn(hanging))
    expect(await reachable('https://store.steampowered.com/app/1/', 20)).toBe(false)
  })
})
