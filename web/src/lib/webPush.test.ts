import { describe, expect, it } from 'vitest'
import { applicationServerKey, pushSupport } from './webPush'

describe('webPush', () => {
  it('decodes a base64url VAPID key into its bytes, padding as needed', () => {
    expect(Array.from(applicationServerKey('BAEC_-8'))).toEqual([4, 1, 2, 255, 239])
    expect(applicationServerKey('AAAA').length).toBe(3)
  })

  it('says a browser without service workers or PushManager cannot take pushes', () => {
    // jsdom has neither.
    expect(pushSupport()).toBe('unsupported')
  })
})
