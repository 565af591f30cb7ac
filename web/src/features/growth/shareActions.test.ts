import { afterEach, describe, expect, it, vi } from 'vitest'
import { forward, savePoster } from './shareActions'
import type { ShareInfo } from './shareInfo'

const INFO: ShareInfo = {
  title: 'Star Raid',
  desc: 'Get its Steam key',
  image: '/uploads/star-raid.png',
  path: '/pages/goods/gameDetail?id=7&spm=42.2.7.1.1',
  link: 'https://store.example/#/pages/goods/gameDetail?id=7&spm=42.2.7.1.1',
  query: '42.2.7.1.1',
  poster: 'https://store.example/app-api/member/share/poster?code=abcdEFGH&language=en',
  code: 'abcdEFGH',
  price: 'CN¥48.00',
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, 'GameStoreNative')
})

describe('forwarding a share', () => {
  it('opens the system share sheet in a browser that has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { share })
    await expect(forward('H5', INFO)).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: 'Star Raid', text: 'Get its Steam key', url: INFO.link })
  })

  it('says nothing when the member closes the system sheet', async () => {
    vi.stubGlobal('navigator', { share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')) })
    await expect(forward('H5', INFO)).resolves.toBe('cancelled')
  })

  it('copies the link where the browser cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    vi.stubGlobal('isSecureContext', true)
    await expect(forward('H5', INFO)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(INFO.link)
  })

  it('hands the share to the app shell', async () => {
    const postMessage = vi.fn()
    Object.assign(window, { GameStoreNative: { postMessage } })
    await expect(forward('App', INFO)).resolves.toBe('shared')
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'share',
      title: 'Star Raid',
      desc: 'Get its Steam key',
      link: INFO.link,
      image: INFO.image,
    })
  })
})

describe('saving a poster', () => {
  type Reply = (id: string, answer: unknown) => void
  function shellAnswering(answer: unknown) {
    const postMessage = vi.fn((text: string) => {
      const message = JSON.parse(text) as { id: string }
      queueMicrotask(() => (window as unknown as { GameStoreNativeReply: Reply }).GameStoreNativeReply(message.id, answer))
    })
    Object.assign(window, { GameStoreNative: { postMessage } })
    return postMessage
  }

  it('asks the app shell to save it to the album', async () => {
    const postMessage = shellAnswering({ ok: true, data: null })
    await expect(savePoster('App', INFO)).resolves.toBe('saved')
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toMatchObject({ action: 'saveImage', url: INFO.poster })
  })

  it('says when the member refused the album permission, and when the shell failed', async () => {
    shellAnswering({ ok: false, code: 'album-denied', message: '' })
    await expect(savePoster('App', INFO)).resolves.toBe('album-denied')
    shellAnswering({ ok: false, code: 'write-failed', message: 'disk full' })
    await expect(savePoster('App', INFO)).resolves.toBe('failed')
  })

  it('downloads it in a browser', async () => {
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await expect(savePoster('H5', INFO)).resolves.toBe('downloaded')
    expect(clicked.map((anchor) => [anchor.href, anchor.download])).toEqual([[INFO.poster, 'abcdEFGH.png']])
    expect(document.querySelector('a[download]')).toBeNull()
  })
})
