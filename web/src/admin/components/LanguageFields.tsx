import { Col, Form, Input, Row, Typography } from 'antd'
import type { Rule } from 'antd/es/form'
import { LANGUAGES } from '../lib/languages'
import styles from './LanguageFields.module.css'

interface LanguageFieldsProps {
  /** The form field holding `{ en, zh-Hans, zh-Hant, ja }`. */
  name: string
  label: string
  rules?: Rule[]
  multiline?: boolean
  maxLength?: number
}

/** One text in each of the shop's four languages, side by side. */
export function LanguageFields({ name, label, rules = [], multiline = false, maxLength }: LanguageFieldsProps) {
  return (
    <Form.Item label={label} required={rules.some((rule) => typeof rule === 'object' && 'required' in rule && rule.required)}>
      <Row gutter={8}>
        {LANGUAGES.map(({ code, label: language }) => (
          <Col span={multiline ? 12 : 6} key={code}>
            <Typography.Text type="secondary" className={styles.language}>
              {language}
            </Typography.Text>
            <Form.Item name={[name, code]} rules={rules} noStyle={false} style={{ marginBottom: 8 }}>
              {multiline ? (
                <Input.TextArea rows={4} placeholder={language} aria-label={`${label} (${language})`} maxLength={maxLength} />
              ) : (
                <Input placeholder={language} aria-label={`${label} (${language})`} maxLength={maxLength} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  )
}
