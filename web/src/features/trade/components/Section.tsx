import type { ReactNode } from 'react'
import styles from './order.module.css'

/** A card of the order screens with an optional title and something on the title's right. */
export function Section({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode
  extra?: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      {(title || extra) && (
        <div className={styles.sectionHead}>
          {title && <h2 className={styles.sectionTitle}>{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  )
}
