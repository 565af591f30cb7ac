import { Button, ErrorBlock } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import styles from './ErrorPage.module.css'

export default function ErrorPage({ query }: PageProps<'error'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const code = query.errCode ?? ''
  const notFound = code === '404'
  return (
    <div className={styles.page}>
      <ErrorBlock
        status={notFound ? 'empty' : 'default'}
        title={notFound ? t('error.notFound') : t('error.title')}
        description={query.errMsg || (notFound ? t('error.notFoundDescription') : t('error.description'))}
      />
      {code && <p className={styles.code}>{t('error.code', { code })}</p>}
      <div className={styles.actions}>
        <Button shape="rounded" onClick={nav.back}>
          {t('common.back')}
        </Button>
        <Button shape="rounded" color="primary" onClick={() => nav.redirect('home')}>
          {t('error.home')}
        </Button>
      </div>
    </div>
  )
}
