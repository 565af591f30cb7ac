import styles from './FieldError.module.css'

/** A field's problem under it, as antd-mobile's Form shows its own (for inputs outside a Form). */
export function FieldError({ message, className, testId }: { message: string | null; className?: string; testId?: string }) {
  if (!message) return null
  return (
    <div className={className ? `${styles.error} ${className}` : styles.error} role="alert" data-testid={testId}>
      {message}
    </div>
  )
}
