import { Button, ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import styles from './ErrorPage.module.css'

export default function ErrorPage({ query }: PageProps<'error'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const code = query.errCode ?? ''
  return (
    <div className={styles.page}>
      <ErrorBlock
        status={code === '404' ? 'empty' : 'default'}
        title={code === '404' ? t('error.notFound') : t('error.title')}
        description={query.errMsg || t('error.description')}
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
