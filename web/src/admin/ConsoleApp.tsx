import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import { useEffect } from 'react'
import { ConsoleLayout } from './ConsoleLayout'
import './console.css'
import { LoginPage } from './LoginPage'
import { currentLanguage } from './lib/i18n'
import { consoleFailure, consoleQueryClient } from './lib/queryClient'
import { useOperatorSession } from './lib/session'

/**
 * antd's design tokens, with every text colour at least 4.5:1 on white and on antd's light fills
 * (WCAG AA, checked by axe in e2e/tests/a11y.spec.mjs): antd's own secondary and placeholder greys
 * (45 % and 25 % black) and links (#1677ff) are fainter than that. Coloured tags: console.css.
 */
const CONSOLE_THEME = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#1668dc',
    colorLinkHover: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  // A table with no rows says so in its disabled grey (25 % black): in the secondary text's instead.
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' } },
}

/** The operator console: the login page until an operator logs in, then the screens their role allows. */
export function ConsoleApp() {
  return (
    <ConfigProvider locale={currentLanguage() === 'en' ? enUS : zhCN} theme={CONSOLE_THEME}>
      <AntApp>
        <QueryClientProvider client={consoleQueryClient}>
          <FailureToasts />
          <SessionGate />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  )
}

function SessionGate() {
  const loggedIn = useOperatorSession((state) => state.tokens !== null)
  useEffect(() => {
    if (!loggedIn) consoleQueryClient.clear()
  }, [loggedIn])
  return loggedIn ? <ConsoleLayout /> : <LoginPage />
}

function FailureToasts() {
  const { message } = AntApp.useApp()
  useEffect(() => {
    consoleFailure.report = (text) => void message.error(text)
  }, [message])
  return null
}
