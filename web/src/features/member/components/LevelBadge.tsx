import type { UserInfo } from '../api'
import styles from './LevelBadge.module.css'

export function LevelBadge({ level }: { level: UserInfo['level'] }) {
  return (
    <span className={styles.badge} data-level={level.level}>
      Lv.{level.level} {level.name}
    </span>
  )
}
