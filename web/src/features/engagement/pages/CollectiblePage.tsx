import { ErrorCode } from '@/client/errorCodes'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { PageError, PageLoading } from '@/components/PageState'
import { PageGone } from '@/components/PageGone'
import { ApiError } from '@/lib/http'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useCollectible } from '../api'
import { ModelView } from '../components/ModelView'
import { Rarity } from '../components/Rarity'
import styles from './CollectiblePage.module.css'

/** Collectible detail (spec §2 user/NFTDetail): the 3D model or picture, its number, value, how it was earned. */
export default function CollectiblePage({ query }: PageProps<'collectible'>) {
  const id = Number(query.id)
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />
  return <Collectible id={id} />
}

function NotFound() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <PageGone
      testId="collectible-not-found"
      title={t('items.collectibleNotFound')}
      action={t('route.collection')}
      onAction={() => nav.redirect('collection')}
    />
  )
}

function Collectible({ id }: { id: number }) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const copy = useCollectible(id)
  if (copy.isPending) return <PageLoading />
  if (copy.isError) {
    if (copy.error instanceof ApiError && copy.error.code === ErrorCode.MEMBER_COLLECTIBLE_NOT_FOUND) return <NotFound />
    return <PageError message={copy.error.message} onRetry={() => void copy.refetch()} />
  }
  const item = copy.data
  return (
    <div className={styles.page} data-testid="collectible-detail">
      {item.modelUrl ? (
        <ModelView src={item.modelUrl} poster={item.picUrl} alt={item.name} />
      ) : (
        <Picture src={item.picUrl} width={375} height={375} sizes="min(100vw, 960px)" priority className={styles.picture} alt={item.name} />
      )}
      <section className={styles.card}>
        <div className={styles.title}>
          <h1 className={styles.name}>{item.name}</h1>
          <Rarity rarity={item.rarity} />
        </div>
        <div className={styles.serial} data-testid="collectible-serial">
          #{item.serial} / {item.editionSize}
        </div>
        {item.description && <p className={styles.description}>{item.description}</p>}
        <dl className={styles.facts}>
          <dt>{t('items.value')}</dt>
          <dd>{cny(item.value)}</dd>
          <dt>{t('items.valuation')}</dt>
          <dd>{cny(item.valuation)}</dd>
          <dt>{t('items.earned')}</dt>
          <dd data-testid="collectible-earned">
            {t(`items.source.${item.sourceType}`)} · {formatDateTime(item.createTime, i18n.language as TimeLang)}
          </dd>
        </dl>
      </section>
    </div>
  )
}
