import { Skeleton } from 'antd-mobile'
import { AppstoreOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { useCategories } from '../api'
import { topCategories } from '../categoryTree'
import styles from './CategoryShortcuts.module.css'
import { Picture } from '@/components/Picture'

/** Shortcuts shown before the "all categories" entry (two rows of four with it). */
const SHORTCUTS = 7

/** Top-level categories as icon shortcuts to their games, and an entry to all categories. */
export function CategoryShortcuts() {
  const { t } = useTranslation()
  const nav = useNav()
  const categories = useCategories()

  if (categories.isPending) {
    return (
      <div className={styles.grid} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: SHORTCUTS + 1 }, (_, index) => (
          <div key={index} className={styles.item}>
            <Skeleton animated className={styles.iconSkeleton} />
            <Skeleton animated className={styles.nameSkeleton} />
          </div>
        ))}
      </div>
    )
  }
  // Without categories the "all" entry alone still leads to the category page (which shows the error).
  const shown = categories.isError ? [] : topCategories(categories.data).slice(0, SHORTCUTS)
  return (
    <nav className={styles.grid} aria-label={t('home.categories')}>
      {shown.map((category) => (
        <button
          key={category.id}
          type="button"
          className={styles.item}
          onClick={() => nav.go('gameListBase', { categoryId: category.id })}
        >
          <CategoryIcon icon={category.icon} />
          <span className={styles.name}>{category.name}</span>
        </button>
      ))}
      <button type="button" className={styles.item} onClick={() => nav.go('categories')} data-testid="all-categories">
        <span className={styles.icon}>
          <AppstoreOutline />
        </span>
        <span className={styles.name}>{t('home.allCategories')}</span>
      </button>
    </nav>
  )
}

function CategoryIcon({ icon }: { icon: string }) {
  const [broken, setBroken] = useState(false)
  return (
    <span className={styles.icon}>
      {icon && !broken ? (
        <Picture src={icon} width={28} height={28} sizes="28px" onError={() => setBroken(true)} />
      ) : (
        <AppstoreOutline />
      )}
    </span>
  )
}
