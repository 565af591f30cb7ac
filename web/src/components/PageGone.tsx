import { Button, ErrorBlock } from 'antd-mobile'
import styles from './PageGone.module.css'

interface PageGoneProps {
  /** What is gone (not found, taken offline …), in the user's language. */
  title: string
  action: string
  onAction: () => void
  testId: string
  /** `empty` for something that is not there, `default` for something withdrawn. */
  status?: 'empty' | 'default'
  fill?: 'outline' | 'solid'
}

/** A page whose subject does not exist (any more): an illustration, why, and where to go instead. */
export function PageGone({ title, action, onAction, testId, status = 'empty', fill = 'outline' }: PageGoneProps) {
  return (
    <div className={styles.gone} data-testid={testId}>
      <ErrorBlock status={status} title={title} description="" />
      <Button color="primary" fill={fill} shape="rounded" onClick={onAction}>
        {action}
      </Button>
    </div>
  )
}
