import { copyText } from '@/lib/clipboard'
import type { Platform } from '@/lib/platform'
import type { ShareInfo } from './shareInfo'
import { askShell, nativeShell } from '@/lib/nativeShell'
import { miniProgramSdk, wechatSdk } from '@/lib/wechatSdk'

/**
 * How a share left the page: handed to a share sheet ('shared'), to WeChat's own menu that the member
 * is then pointed at ('guide'), copied where nothing can share ('copied' / 'copyFailed'), or dropped
 * by the member ('cancelled').
 */
export type ForwardOutcome = 'shared' | 'guide' | 'copied' | 'copyFailed' | 'cancelled'


/** Forward a page the way the platform does it. */
export async function forward(platform: Platform, info: ShareInfo): Promise<ForwardOutcome> {
  switch (platform) {
    case 'WechatOfficialAccount':
      return (await setWechatShareCard(info)) ? 'guide' : copyInstead(info)
    case 'WechatMiniProgram':
      return (await tellMiniProgram(info)) ? 'guide' : copyInstead(info)
    case 'App': {
      const shell = nativeShell()
      if (!shell) return copyInstead(info)
      shell.postMessage(JSON.stringify({ action: 'share', title: info.title, desc: info.desc, link: info.link, image: info.image }))
      return 'shared'
    }
    case 'H5':
      return systemShare(info)
  }
}

/** The system share sheet (Web Share API) where the browser has one, else the link copied. */
async function systemShare(info: ShareInfo): Promise<ForwardOutcome> {
  const data = { title: info.title, text: info.desc, url: info.link }
  if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) {
    return copyInstead(info)
  }
  try {
    await navigator.share(data)
    return 'shared'
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : copyInstead(info)
  }
}

async function copyInstead(info: ShareInfo): Promise<ForwardOutcome> {
  return (await copyText(info.link)) ? 'copied' : 'copyFailed'
}

/** What WeChat's "send to friend" and "Moments" will show for this page (JS-SDK share cards). */
async function setWechatShareCard(info: ShareInfo): Promise<boolean> {
  try {
    const wx = await wechatSdk()
    const card = { title: info.title, desc: info.desc, link: info.link, imgUrl: absolute(info.image) }
    await Promise.all([
      new Promise<void>((resolve, reject) => wx.updateAppMessageShareData({ ...card, success: resolve, fail: reject })),
      new Promise<void>((resolve, reject) =>
        wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success: resolve, fail: reject }),
      ),
    ])
    return true
  } catch {
    return false
  }
}

/** The mini program shares the page hosting the web-view: it is told this page's share (used on share). */
async function tellMiniProgram(info: ShareInfo): Promise<boolean> {
  try {
    const miniProgram = await miniProgramSdk()
    miniProgram.postMessage({ data: { share: { title: info.title, path: info.path, imageUrl: absolute(info.image), scene: info.code } } })
    return true
  } catch {
    return false
  }
}

function absolute(url: string): string {
  return url ? new URL(url, window.location.href).href : ''
}

/** What became of a save: kept in the album, downloaded by the browser, refused album access, or failed. */
export type SaveOutcome = 'saved' | 'downloaded' | 'album-denied' | 'failed'

/**
 * Save the poster (spec §6: saving images needs album permission). The app shell asks for the album
 * permission and saves it, answering `{ok: true}` or `{ok: false, code: 'album-denied'}` when the
 * member refuses; a browser downloads it. In WeChat only a long-press saves an image.
 */
export async function savePoster(platform: Platform, info: ShareInfo): Promise<SaveOutcome> {
  if (platform === 'App' && nativeShell()) {
    const answer = await askShell('saveImage', { url: absolute(info.poster) })
    if (answer.ok) return 'saved'
    return answer.code === 'album-denied' ? 'album-denied' : 'failed'
  }
  const anchor = document.createElement('a')
  anchor.href = info.poster
  anchor.download = `${info.code}.png`
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  return 'downloaded'
}
