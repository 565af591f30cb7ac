import { describe, expect, it } from 'vitest'
import { apiBaseUrl, steamCallbackUrl } from './steamBinding'

describe('Steam binding addresses', () => {
  it('comes back to index/steam at this document, under its hash route', () => {
    expect(steamCallbackUrl({ origin: 'https://shop.example.com', pathname: '/store/' })).toBe(
      'https://shop.example.com/store/#/pages/index/steam',
    )
  })

  it('gives the server the API base as an absolute address', () => {
    expect(apiBaseUrl('https://shop.example.com/store/#/pages/user/info')).toBe('https://shop.example.com/app-api')
  })
})
