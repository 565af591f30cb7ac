import '@/lib/entryUrl'
import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider, unstableSetRender } from 'antd-mobile'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useTranslation } from '@/lib/i18next-lite/react'
import { prefetchAppInfo } from '@/features/system/appInfo'
import { loadDictionary } from '@/features/system/dictionary'
import { initI18n } from '@/lib/i18n'
import { browserLanguages, resolveLanguage, type Language } from '@/lib/language'
import { loadOnce } from '@/lib/loadOnce'
import { preparePriceFormat } from '@/lib/money'
import { api, configureHttpUi, unwrap } from '@/lib/http'
import { PATHS, SHARE_CODE_PARAM, SHARE_PARAM } from '@/lib/paths'
import { currentPlatform } from '@/lib/platform'
import { queryClient } from '@/lib/queryClient'
import { MemberLanguageSync } from '@/features/identity/components/MemberLanguageSync'
import { watchSession } from '@/features/identity/session'
import { applyTheme, effectiveMode, systemPrefersDark } from '@/lib/theme'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import { useSysStore } from '@/stores/sys'
import { configureWechatSdk } from '@/lib/wechatSigner'
import { RouterProvider } from '@/lib/router'
import { AppRoutes, createAppRouter, needsLogin, prefetchRoute, warmRoute } from './router'
import { ThemeSync } from './ThemeSync'
import { ThumbnailRulesProvider } from './ThumbnailRules'
import { CardMarkContext, type CardMark } from '@/features/catalogue/cardMark'
import { SteamOwnedMark } from '@/features/library/components/SteamOwnedMark'
import './theme.css'

// antd-mobile renders toasts and popups with its own root; React 19 needs this adapter.
unstableSetRender((node, container) => {
  const target = container as Element & { _reactRoot?: Root }
  target._reactRoot ??= createRoot(container)
  target._reactRoot.render(node)
  return async () => {
    target._reactRoot?.unmount()
    delete target._reactRoot
  }
})

type AntdLocale = typeof zhCN
const ANTD_LOCALES: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-Hans': () => Promise.resolve({ default: zhCN }),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
}
const router = createAppRouter()

// Toast (and its animation library) is fetched when first needed, not with the first screen.
type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default']
// One import shared by every call, so that a loading toast, its clear and the next toast keep their order.
let loadedToast: ToastApi | undefined
const toast = loadOnce(() =>
  import('antd-mobile/es/components/toast').then((module) => (loadedToast = module.default)),
)

configureHttpUi({
  toast: (message) => void toast().then((Toast) => Toast.show({ content: message, duration: 2000 })),
  showLoading: (message) =>
    void toast().then((Toast) => Toast.show({ icon: 'loading', content: message, duration: 0, maskClickable: true })),
  // At once once loaded: a clear that came a tick late would close the toast the caller shows next
  // (e.g. 复制成功! right after the payment's request).
  hideLoading: () => (loadedToast ? loadedToast.clear() : void toast().then((Toast) => Toast.clear())),
  // An ended session keeps a public page (the member was told they were signed out); a member-only
  // page, or a call that needs a member, asks to log in and comes back here after.
  sessionEnded: (expired) => {
    const current = router.location
    if (expired && !needsLogin(current.pathname)) return
    if (current.pathname !== PATHS.login) {
      useAppStore.getState().setReturnUrl(`${current.pathname}${current.search}`)
      router.navigate(PATHS.login, { replace: true })
    }
  },
})

// The JS-SDK's signature is asked of identity, whose module loads only when the SDK is used.
configureWechatSdk((url) => import('@/features/identity/jsapiSignature').then((module) => module.jsapiSignature(url)))

/** antd-mobile's own texts (dialog buttons, pickers) in the app's language, loaded on demand. */
function useAntdLocale(): AntdLocale {
  const { i18n } = useTranslation()
  const [locale, setLocale] = useState<AntdLocale>(zhCN)
  useEffect(() => {
    let current = true
    void (ANTD_LOCALES[i18n.language as Language] ?? ANTD_LOCALES['zh-Hans'])().then((module) => {
      if (current) setLocale(module.default)
    })
    return () => {
      current = false
    }
  }, [i18n.language])
  return locale
}

const steamOwnedMark: CardMark = (spuId, className) => <SteamOwnedMark spuId={spuId} className={className} />

function App() {
  const locale = useAntdLocale()
  return (
    <ConfigProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <ThemeSync />
        <MemberLanguageSync />
        <ThumbnailRulesProvider>
          {/* Cards say which games the member's Steam account owns (read once a session when logged in). */}
          <CardMarkContext value={steamOwnedMark}>
            <RouterProvider router={router}>
              <AppRoutes />
            </RouterProvider>
          </CardMarkContext>
        </ThumbnailRulesProvider>
      </QueryClientProvider>
    </ConfigProvider>
  )
}

/** A shared link (its tracking string in the query): keep the sharer, open the shared page. */
function openSharedLink({ shareEntry }: typeof import('./shareEntry'), shared: SharedPage): void {
  const entry = shareEntry(shared.spm, Boolean(useUserStore.getState().token), shared.path)
  if (entry.remember) useAppStore.getState().setShareLog(entry.remember)
  if (entry.redirect) router.navigate(entry.redirect, { replace: true })
}

/** A shared page opened: its tracking string, and the page when a share code named it. */
interface SharedPage {
  spm: string
  path?: string
}

/**
 * Opened from a mini-program code (the mini program passes its scene, a share code, as `shareCode`):
 * the server says which share it is; the code leaves the address either way.
 */
async function sharedByCode(): Promise<SharedPage | null> {
  const query = new URLSearchParams(window.location.search)
  const code = query.get(SHARE_CODE_PARAM)
  if (!code) return null
  query.delete(SHARE_CODE_PARAM)
  const rest = query.toString()
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
  try {
    return await unwrap(api.GET('/app-api/member/share/resolve', { params: { query: { code } }, showError: false }))
  } catch {
    return null
  }
}

/** Back from WeChat's authorization page (its state in the address): finish the login or binding (the module only loads then). */
function finishWechatAuthorization(): void {
  if (!new URLSearchParams(window.location.search).has('state')) return
  void import('@/features/identity/wechat').then((wechat) =>
    wechat.finishWechatAuthorization((route) => router.navigate(route, { replace: true })),
  )
}

/** Back from the mini program's own page (`mpAction` in the address): finish what it was asked for. */
function finishMiniProgramHandoff(): void {
  if (!new URLSearchParams(window.location.search).has('mpAction')) return
  void import('./miniProgramHandoff').then((handoff) =>
    handoff.finishMiniProgramHandoff((route) => router.navigate(route, { replace: true })),
  )
}

/**
 * Runs `task` once no query is fetching. The dictionary (order states, pay channels …) shows on no
 * first screen, before it loads its labels fall back to the app's messages, and it is the largest
 * answer at start: asked after the first screen's data, it does not take their bandwidth.
 */
function whenQueriesSettle(task: () => void): void {
  if (queryClient.isFetching() === 0) return task()
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return
    unsubscribe()
    task()
  })
}

async function start(): Promise<void> {
  const sys = useSysStore.getState()
  applyTheme(effectiveMode(sys.mode, sys.modeAuto, systemPrefersDark()), sys.fontSize)
  warmRoute(router.location.pathname)
  // The share string's parser loads only with a shared link, alongside the messages; without it the app still starts.
  const linked = new URLSearchParams(router.location.search).get(SHARE_PARAM)
  const shared = linked ? { spm: linked } : await sharedByCode()
  const sharing = shared ? import('./shareEntry').catch(() => null) : null
  const language = await initI18n(resolveLanguage(sys.language, browserLanguages()))
  // Every picture waits for app info (its thumbnail rules): asked with the page's own data.
  prefetchAppInfo(queryClient)
  prefetchRoute(router.location.pathname, queryClient)
  whenQueriesSettle(() => void loadDictionary(language).catch(() => undefined))
  if (sharing && shared) {
    const shareModule = await sharing
    if (shareModule) openSharedLink(shareModule, shared)
  }
  finishWechatAuthorization()
  finishMiniProgramHandoff()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // In a task of its own after the first render, while the page's data is on its way.
  setTimeout(() => preparePriceFormat(language, sys.priceUnit), 0)
}

/** How long after load the service worker waits: the first screen's pictures are fetched by then. */
const SERVICE_WORKER_DELAY_MS = 3000

/**
 * The service worker (serviceWorker/sw.js): the app opens offline, and Web Push. Registered a while
 * after load, when the browser is idle, so that caching the shell never competes with the first
 * screen's pictures. Not in the mini program's web-view nor the app shell, whose containers load
 * the page themselves.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return
  const platform = currentPlatform()
  if (platform === 'WechatMiniProgram' || platform === 'App') return
  const register = () => void navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined)
  const later = () =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: SERVICE_WORKER_DELAY_MS })
      else register()
    }, SERVICE_WORKER_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

watchSession()
void start()
registerServiceWorker()
