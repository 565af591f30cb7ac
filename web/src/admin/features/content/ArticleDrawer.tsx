import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, DatePicker, Drawer, Form, Input, InputNumber, Radio, Spin } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { LanguageFields } from '../../components/LanguageFields'
import { t } from '../../lib/i18n'
import { periodPresets } from '../../lib/periods'
import { contentKeys, fetchArticle, saveArticle, type AdminArticleDetail, type ArticleFields } from './api'
import { PictureField } from '../../components/PictureField'

interface ArticleFormFields {
  code: string
  type: 1 | 2
  titles: Record<string, string>
  summaries: Record<string, string>
  bodies: Record<string, string>
  cover: string
  period?: [Dayjs, Dayjs]
  publishTime?: Dayjs
  sort: number
}

function toFields(article: AdminArticleDetail): ArticleFormFields {
  return {
    code: article.code,
    type: article.type === 1 ? 1 : 2,
    titles: article.titles,
    summaries: article.summaries,
    bodies: article.bodies,
    cover: article.cover,
    period: article.startTime && article.endTime ? [dayjs(article.startTime), dayjs(article.endTime)] : undefined,
    publishTime: dayjs(article.publishTime),
    sort: article.sort,
  }
}

function toBody(fields: ArticleFormFields, kept: AdminArticleDetail | undefined): ArticleFields {
  const activity = fields.type === 1
  return {
    type: fields.type,
    categoryId: kept?.categoryId ?? null,
    titles: fields.titles,
    summaries: fields.summaries,
    bodies: fields.bodies,
    cover: fields.cover,
    publishTime: fields.publishTime?.valueOf() ?? null,
    startTime: activity && fields.period ? fields.period[0].valueOf() : null,
    endTime: activity && fields.period ? fields.period[1].valueOf() : null,
    // Featured games and rewards are kept as the content file set them.
    spuIds: kept?.spuIds ?? [],
    rewardItems: kept?.rewardItems ?? [],
    sort: fields.sort,
  }
}

/** An activity or news item in every language: written, saved as a draft or saved again once published. */
export function ArticleDrawer({ articleId, canWrite, onClose }: { articleId: number | null; canWrite: boolean; onClose: () => void }) {
  const article = useQuery({ queryKey: contentKeys.article(articleId ?? 0), queryFn: () => fetchArticle(articleId ?? 0), enabled: articleId !== null })
  return (
    <Drawer open onClose={onClose} size={1000} title={articleId === null ? t('article.create') : (article.data?.title ?? '')}>
      {articleId !== null && article.isPending && <Spin />}
      {article.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: article.error.message })} />}
      {(articleId === null || article.data) && <ArticleForm articleId={articleId} kept={article.data} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function ArticleForm({ articleId, kept, canWrite, onSaved }: { articleId: number | null; kept?: AdminArticleDetail; canWrite: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<ArticleFormFields>()
  const type = Form.useWatch('type', form)
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: ArticleFormFields) => saveArticle(articleId, fields.code, toBody(fields, kept)),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: contentKeys.all })
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('article.required') }]
  return (
    <Form<ArticleFormFields> form={form} layout="vertical" disabled={!canWrite} initialValues={kept ? toFields(kept) : { type: 1, sort: 0 }} onFinish={(fields) => save.mutate(fields)}>
      <Form.Item name="type" label={t('article.type')}>
        <Radio.Group
          options={[
            { value: 1, label: t('article.type1') },
            { value: 2, label: t('article.type2') },
          ]}
        />
      </Form.Item>
      <Form.Item name="code" label={t('article.code')} extra={t('article.codeHint')} rules={[{ required: true, pattern: /^[a-z0-9-]{1,64}$/, message: t('article.codeHint') }]}>
        <Input disabled={articleId !== null} />
      </Form.Item>
      <LanguageFields name="titles" label={t('article.title')} rules={required} maxLength={200} />
      <LanguageFields name="summaries" label={t('article.summary')} rules={required} multiline maxLength={500} />
      <LanguageFields name="bodies" label={t('article.body')} rules={required} multiline />
      <Form.Item name="cover" label={t('article.cover')} extra={t('article.coverHint')} rules={required}>
        <PictureField ariaLabel={t('article.cover')} disabled={!canWrite} />
      </Form.Item>
      {type === 1 && (
        <Form.Item name="period" label={t('article.period')} rules={[{ required: true, message: t('discount.periodRequired') }]}>
          <DatePicker.RangePicker showTime presets={periodPresets()} aria-label={t('article.period')} />
        </Form.Item>
      )}
      <Form.Item name="publishTime" label={t('article.publishTime')} extra={t('article.publishTimeHint')}>
        <DatePicker showTime aria-label={t('article.publishTime')} />
      </Form.Item>
      <Form.Item name="sort" label={t('article.sort')}>
        <InputNumber precision={0} />
      </Form.Item>
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
