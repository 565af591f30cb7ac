import { Form, Input } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { textRules } from '@/lib/textRules'
import { SheetForm } from '@/components/SheetForm'
import { useUpdateUser } from '../api'
import { useSubmit } from './useSubmit'

const NICKNAME = TextLimits['/app-api/member/user/update'].nickname

export function NicknamePopup({ visible, current, onClose }: { visible: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ nickname: string }>()
  const { busy, run } = useSubmit()
  const updateUser = useUpdateUser()

  const submit = async ({ nickname }: { nickname: string }) => {
    const saved = await run(() => updateUser.mutateAsync({ nickname: nickname.trim() }), t('common.saved'))
    if (saved) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.nickname')}
      submitText={t('common.save')}
      busy={busy}
      form={form}
      initialValues={{ nickname: current }}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      <Form.Item name="nickname" label={t('account.nickname')} rules={textRules(t, NICKNAME, { required: t('account.setNameOrAvatar') })}>
        <Input clearable aria-label={t('account.nickname')} />
      </Form.Item>
    </SheetForm>
  )
}
