import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from './lib/http'
import { t } from './lib/i18n'
import { useOperatorSession } from './lib/session'
import styles from './LoginPage.module.css'

interface LoginFields {
  username: string
  password: string
  totpCode?: string
}

export function LoginPage() {
  const signIn = useOperatorSession((state) => state.signIn)
  const login = useMutation({
    mutationFn: (fields: LoginFields) =>
      unwrap(
        adminApi.POST('/admin-api/system/auth/login', {
          body: { username: fields.username, password: fields.password, totpCode: fields.totpCode || null },
        }),
      ),
    onSuccess: (answer) => signIn({ accessToken: answer.accessToken, refreshToken: answer.refreshToken }),
    meta: { quiet: true },
  })
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={3}>{t('login.title')}</Typography.Title>
        <Form<LoginFields> layout="vertical" onFinish={(fields) => login.mutate(fields)} requiredMark={false}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.required', { field: t('login.username') }) }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.required', { field: t('login.password') }) }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="totpCode" label={t('login.totp')} extra={t('login.totpHint')} rules={[{ pattern: /^\d{6}$/, message: t('login.totpHint') }]}>
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          {login.error && <Alert className={styles.error} type="error" showIcon title={login.error.message} />}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  )
}
