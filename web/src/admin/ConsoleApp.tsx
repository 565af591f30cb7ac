import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import { useEffect } from 'react'
import { ConsoleLayout } from './ConsoleLayout'
import { LoginPage } from './LoginPage'
import { currentLanguage } from './lib/i18n'
import { consoleFailure, consoleQueryClient } from './lib/queryClient'
import { useOperatorSession } from './lib/session'

/** The operator console: the login page until an operator logs in, then the screens their role allows. */
export function ConsoleApp() {
  return (
    <ConfigProvider locale={currentLanguage() === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: '#1668dc' } }}>
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
