import styles from './TeamLogo.module.css'
import { Picture } from '@/components/Picture'

/** A team's logo at `size` px, or its initial when it has none. */
export function TeamLogo({ logo, name, size }: { logo: string; name: string; size: number }) {
  const box = { width: size, height: size, fontSize: size * 0.42 }
  return logo ? (
    <Picture className={styles.logo} src={logo} width={size} height={size} sizes={`${size}px`} />
  ) : (
    <span className={styles.logo} style={box} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  )
}
