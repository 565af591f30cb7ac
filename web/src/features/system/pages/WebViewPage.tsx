import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import styles from './WebViewPage.module.css'

export function safeWebUrl(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** Shows an outside page (url query parameter) inside the app. */
export default function WebViewPage({ query }: PageProps<'webView'>) {
  const { t } = useTranslation()
  const url = safeWebUrl(query.url)
  if (!url) return <PageError message={t('webview.badUrl')} />
  return <iframe className={styles.frame} src={url} title={query.title ?? t('route.webview')} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
}
