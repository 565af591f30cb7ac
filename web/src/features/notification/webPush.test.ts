import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationServerKey, notificationPermission, pushSupport } from './webPush'

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

describe('notificationPermission', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
    const requestPermission = vi.fn().mockResolvedValue(answer)
    vi.stubGlobal('Notification', { permission, requestPermission })
    return requestPermission
  }

  it('asks nobody when notifications are allowed or were blocked before', async () => {
    const askFirst = vi.fn().mockResolvedValue(true)
    for (const [permission, outcome] of [
      ['granted', 'granted'],
      ['denied', 'blocked'],
    ] as const) {
      const requestPermission = browserWith(permission)
      expect(await notificationPermission(askFirst)).toBe(outcome)
      expect(requestPermission).not.toHaveBeenCalled()
    }
    expect(askFirst).not.toHaveBeenCalled()
  })

  it('asks a member never asked in the app first; only Allow leads to the browser asking', async () => {
    const requestPermission = browserWith('default')
    expect(await notificationPermission(() => Promise.resolve(false))).toBe('declined')
    expect(requestPermission).not.toHaveBeenCalled()
    for (const [answer, outcome] of [
      ['granted', 'granted'],
      ['denied', 'refused'],
      ['default', 'unanswered'],
    ] as const) {
      browserWith('default', answer)
      expect(await notificationPermission(() => Promise.resolve(true))).toBe(outcome)
    }
  })
})
