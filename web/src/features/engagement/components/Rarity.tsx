import { useTranslation } from '@/lib/i18next-lite/react'
import styles from './Rarity.module.css'

const RARITY_CLASS: Record<number, string | undefined> = {
  1: styles.common,
  2: styles.rare,
  3: styles.epic,
  4: styles.legendary,
}

/** An item's or collectible's rarity (1 common … 4 legendary) as a coloured tag. */
export function Rarity({ rarity }: { rarity: number }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.tag} ${RARITY_CLASS[rarity] ?? styles.common}`} data-testid="rarity" data-rarity={rarity}>
      {t(`items.rarity.${rarity}`)}
    </span>
  )
}
