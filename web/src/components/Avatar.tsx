import { UserOutline } from './icons'
import styles from './Avatar.module.css'

export function Avatar({ src, size = 64, alt }: { src?: string | null; size?: number; alt: string }) {
  return src ? (
    <img className={styles.avatar} src={src} alt={alt} width={size} height={size} />
  ) : (
    <span className={styles.placeholder} style={{ width: size, height: size, fontSize: size / 2 }} role="img" aria-label={alt}>
      <UserOutline />
    </span>
  )
}
