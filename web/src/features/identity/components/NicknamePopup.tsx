import { Form, Input, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { useUpdateUser } from '../api'
import { useSubmit } from './useSubmit'

const NICKNAME_MAX = 30

export function NicknamePopup({ visible, current, onClose }: { visible: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [nickname, setNickname] = useState(current)
  const { busy, run } = useSubmit()
  const updateUser = useUpdateUser()

  const submit = async () => {
    const value = nickname.trim()
    if (!value) return Toast.show(t('account.setNameOrAvatar'))
    const saved = await run(() => updateUser.mutateAsync({ nickname: value }), t('common.saved'))
    if (saved) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.nickname')}
      submitText={t('common.save')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item label={t('account.nickname')}>
        <Input value={nickname} onChange={setNickname} maxLength={NICKNAME_MAX} clearable aria-label={t('account.nickname')} />
      </Form.Item>
    </SheetForm>
  )
}
