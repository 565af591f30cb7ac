import { Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd'
import { PictureField } from '../../components/PictureField'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'

/** What the item and collectible forms share: code, rarity, picture, order and state. */
export function DefinitionHead({ editing }: { editing: boolean }) {
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item name="code" label={t('contentForm.code')} extra={t('contentForm.codeHint')} rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/, message: t('contentForm.codeHint') }]}>
          <Input disabled={editing} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="rarity" label={t('item.rarity')}>
          <Radio.Group options={[1, 2, 3, 4].map((rarity) => ({ value: rarity, label: t(`item.rarity${rarity}` as MessageKey) }))} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name="sort" label={t('contentForm.sort')}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name="enabled" label={t('contentForm.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  )
}

/** The picture: uploaded, or its address typed (a /uploads/… path or an https:// address). */
export function PictureItem({ name, label = t('contentForm.picture'), required = true }: { name: string; label?: string; required?: boolean }) {
  return (
    <Form.Item name={name} label={label} extra={t('contentForm.pictureHint')} rules={required ? [{ required: true, whitespace: true, message: t('contentForm.required') }] : []}>
      <PictureField ariaLabel={label} />
    </Form.Item>
  )
}

/** Texts the operator left empty are not sent (the server shows English in their place). */
export function filledTexts(texts: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''))
}
