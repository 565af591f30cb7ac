import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider, Toast, unstableSetRender } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhTW from 'antd-mobile/es/locales/zh-TW'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'
import { configureHttpUi } from '@/lib/http'
import { initI18n } from '@/lib/i18n'
import { browserLanguages, resolveLanguage, type Language } from '@/lib/language'
import { LOGIN_PATH } from '@/lib/navigation'
import { queryClient } from '@/lib/queryClient'
import { watchSession } from '@/lib/session'
import { applyTheme, effectiveMode, systemPrefersDark } from '@/lib/theme'
import { useAppStore } from '@/stores/app'
import { useSysStore } from '@/stores/sys'
import { createAppRouter } from './router'
import { ThemeSync } from './ThemeSync'
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

const ANTD_LOCALES = { en: enUS, 'zh-Hans': zhCN, 'zh-Hant': zhTW, ja: jaJP } as const
const router = createAppRouter()

configureHttpUi({
  toast: (message) => Toast.show({ content: message, duration: 2000 }),
  showLoading: (message) => Toast.show({ icon: 'loading', content: message, duration: 0, maskClickable: true }),
  hideLoading: () => Toast.clear(),
  sessionEnded: () => {
    const current = router.state.location
    if (current.pathname !== LOGIN_PATH) {
      useAppStore.getState().setReturnUrl(`${current.pathname}${current.search}`)
      void router.navigate(LOGIN_PATH, { replace: true })
    }
  },
})

function App() {
  const { i18n } = useTranslation()
  const locale = ANTD_LOCALES[i18n.language as Language] ?? zhCN
  return (
    <ConfigProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <ThemeSync />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  )
}

async function start(): Promise<void> {
  const sys = useSysStore.getState()
  applyTheme(effectiveMode(sys.mode, sys.modeAuto, systemPrefersDark()), sys.fontSize)
  await initI18n(resolveLanguage(sys.language, browserLanguages()))
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

watchSession()
void start()
