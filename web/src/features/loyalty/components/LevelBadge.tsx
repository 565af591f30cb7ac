import type { components } from '@/client/schema'
import styles from './LevelBadge.module.css'

export function LevelBadge({ level }: { level: components['schemas']['UserInfoResp']['level'] }) {
  return (
    <span className={styles.badge} data-level={level.level}>
      Lv.{level.level} {level.name}
    </span>
  )
}
