import { Button, Form, Popup } from 'antd-mobile'
import type { ReactNode } from 'react'
import styles from './SheetForm.module.css'

interface Props {
  visible: boolean
  title: string
  submitText: string
  busy: boolean
  /** The submit button can't be pressed yet (e.g. a picture is still uploading). */
  disabled?: boolean
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

/** A bottom sheet holding a short form with one submit button. */
export function SheetForm({ visible, title, submitText, busy, disabled = false, onSubmit, onClose, children }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <h2 className={styles.title}>{title}</h2>
      <Form layout="horizontal" className={styles.form}>
        {children}
      </Form>
      <Button block color="primary" shape="rounded" size="large" loading={busy} disabled={disabled} onClick={onSubmit}>
        {submitText}
      </Button>
    </Popup>
  )
}
