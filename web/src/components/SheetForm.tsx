import { Button, Form, Popup } from 'antd-mobile'
import type { ReactNode } from 'react'
import styles from './SheetForm.module.css'

type FormInstance<Values> = ReturnType<typeof Form.useForm<Values>>[0]

interface Props<Values> {
  visible: boolean
  title: string
  submitText: string
  busy: boolean
  /** The submit button can't be pressed yet (e.g. a picture is still uploading). */
  disabled?: boolean
  /** The form's fields and their rules: submitting validates them first. */
  form: FormInstance<Values>
  initialValues?: Partial<Values>
  /** Called with the fields' values once every rule passes; otherwise each message shows under its field. */
  onSubmit: (values: Values) => void
  onClose: () => void
  /** Under the submit button: a second action (e.g. turning the thing off). */
  footer?: ReactNode
  children: ReactNode
}

/** A bottom sheet holding a short form with one submit button. */
export function SheetForm<Values>({
  visible,
  title,
  submitText,
  busy,
  disabled = false,
  form,
  initialValues,
  onSubmit,
  onClose,
  footer,
  children,
}: Props<Values>) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <h2 className={styles.title}>{title}</h2>
      <Form form={form} initialValues={initialValues} onFinish={onSubmit} layout="horizontal" className={styles.form}>
        {children}
      </Form>
      <Button block color="primary" shape="rounded" size="large" loading={busy} disabled={disabled} onClick={() => form.submit()}>
        {submitText}
      </Button>
      {footer}
    </Popup>
  )
}
