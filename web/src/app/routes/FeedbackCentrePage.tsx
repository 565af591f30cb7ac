import { Button, Empty, InfiniteScroll, Input, Popup, Selector, Tabs, Tag, TextArea, Toast, type ImageUploadItem } from 'antd-mobile'
import { useState } from 'react'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { FieldError } from '@/components/FieldError'
import { TextCount } from '@/components/TextCount'
import { PageError, PageLoading } from '@/components/PageState'
import { useDictLabel } from '@/lib/dictionary'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useTextCheck } from '@/lib/textRules'
import { formatDateTime, type TimeLang } from '@/lib/time'
import {
  FEEDBACK_TYPES,
  FEEDBACK_TYPES_WITH_ORDER,
  useCreateMemberFeedback,
  useFeedbackHistory,
  type FeedbackType,
  type MemberFeedback,
} from '@/features/content/feedback'
import { useOrderPages, type OrderSummary } from '@/features/trade/api'
import { PictureStrip } from '@/features/trade/components/PictureStrip'
import { PictureUploader } from '@/features/trade/components/PictureUploader'
import { pictureUrls } from '@/features/trade/pictures'
import styles from './FeedbackCentrePage.module.css'

type Tab = 'write' | 'history'

const LIMITS = TextLimits['/app-api/member/feedback/create']

/** The feedback centre (spec §2 user/feedback): write to the store, and the history with replies. */
export default function FeedbackCentrePage(_props: PageProps<'feedback'>) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('write')
  return (
    <div className={styles.page}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'history' ? 'history' : 'write')}>
        <Tabs.Tab key="write" title={t('feedback.write')} />
        <Tabs.Tab key="history" title={t('feedback.history')} />
      </Tabs>
      {tab === 'write' ? <FeedbackForm onSent={() => setTab('history')} /> : <History />}
    </div>
  )
}

const TYPE_FALLBACK: Record<number, string> = { 1: 'Bug', 2: 'Payment', 3: 'Activation key', 4: 'Suggestion', 5: 'Other' }

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation()
  const label = useDictLabel()
  const create = useCreateMemberFeedback()
  const [type, setType] = useState<FeedbackType>()
  const [order, setOrder] = useState<OrderSummary>()
  const [picking, setPicking] = useState(false)
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [pictures, setPictures] = useState<ImageUploadItem[]>([])
  const [uploading, setUploading] = useState(false)
  const contentCheck = useTextCheck(LIMITS.content, { required: t('feedback.descriptionRequired') })
  const contactCheck = useTextCheck(LIMITS.contact)
  const needsOrder = type !== undefined && FEEDBACK_TYPES_WITH_ORDER.includes(type)

  const submit = async () => {
    if (type === undefined) return void Toast.show(t('feedback.chooseType'))
    if (needsOrder && !order) return void Toast.show(t('feedback.selectOrder'))
    // Both checked, so both messages show at once.
    const textsValid = [contentCheck.check(content), contactCheck.check(contact)].every(Boolean)
    if (!textsValid || uploading) return
    try {
      await create.mutateAsync({
        type,
        orderId: order?.id ?? null,
        content: content.trim(),
        contact: contact.trim(),
        picUrls: pictureUrls(pictures),
      })
      Toast.show({ icon: 'success', content: t('feedback.sent') })
      setContent('')
      setPictures([])
      onSent()
    } catch {
      // The request layer has said why; what was written stays to send again.
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <section className={styles.field}>
        <h2 className={styles.label}>{t('feedback.type')}</h2>
        <Selector<FeedbackType>
          columns={3}
          value={type === undefined ? [] : [type]}
          onChange={(values) => {
            setType(values[0])
            if (!values[0] || !FEEDBACK_TYPES_WITH_ORDER.includes(values[0])) setOrder(undefined)
          }}
          options={FEEDBACK_TYPES.map((value) => ({ value, label: label('member_feedback_type', value, TYPE_FALLBACK[value] ?? '') }))}
          data-testid="feedback-type"
        />
      </section>
      {needsOrder && (
        <section className={styles.field}>
          <h2 className={styles.label}>{t('feedback.order')}</h2>
          <button type="button" className={styles.orderButton} onClick={() => setPicking(true)} data-testid="feedback-order">
            {order ? <OrderLine order={order} /> : <span className={styles.placeholder}>{t('feedback.selectOrder')}</span>}
          </button>
          <OrderPicker open={picking} onClose={() => setPicking(false)} onPick={(picked) => setOrder(picked)} />
        </section>
      )}
      <section className={styles.field}>
        <h2 className={styles.label}>{t('feedback.description')}</h2>
        <TextArea
          value={content}
          onChange={(value) => {
            setContent(value)
            contentCheck.onChange(value)
          }}
          showCount={() => <TextCount value={content} max={LIMITS.content.maxLength} />}
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder={t('feedback.descriptionPlaceholder')}
          aria-label={t('feedback.description')}
          data-testid="feedback-description"
        />
        <FieldError message={contentCheck.error} testId="feedback-description-error" />
      </section>
      <section className={styles.field}>
        <h2 className={styles.label}>{t('feedback.pictures')}</h2>
        <PictureUploader value={pictures} onChange={setPictures} onBusyChange={setUploading} scope="private" testId="feedback-centre-pictures" />
      </section>
      <section className={styles.field}>
        <h2 className={styles.label}>{t('feedback.contact')}</h2>
        <Input
          value={contact}
          onChange={(value) => {
            setContact(value)
            contactCheck.onChange(value)
          }}
          placeholder={t('feedback.contactPlaceholder')}
          aria-label={t('feedback.contact')}
          className={styles.input}
          data-testid="feedback-contact"
        />
        <FieldError message={contactCheck.error} testId="feedback-contact-error" />
      </section>
      <Button block type="submit" color="primary" shape="rounded" loading={create.isPending} disabled={uploading} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </form>
  )
}

function OrderLine({ order }: { order: OrderSummary }) {
  const { t } = useTranslation()
  const cny = useCny()
  const first = order.items[0]
  return (
    <span className={styles.orderLine}>
      {first && <img src={first.picUrl} alt="" width={36} height={48} className={styles.orderCover} />}
      <span className={styles.orderText}>
        <span>{first ? first.spuName : t('order.numberShort', { no: order.no })}</span>
        <span className={styles.muted}>
          {t('order.numberShort', { no: order.no })} · {cny(order.payPrice)}
        </span>
      </span>
    </span>
  )
}

function OrderPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (order: OrderSummary) => void }) {
  const { t } = useTranslation()
  const orders = useOrderPages('all')
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.picker} showCloseButton>
      <h2 className={styles.pickerTitle}>{t('feedback.selectOrder')}</h2>
      {orders.isPending ? (
        <PageLoading />
      ) : orders.isError ? (
        <PageError message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <Empty description={t('feedback.noOrders')} />
      ) : (
        <ul className={styles.orders}>
          {rows.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                className={styles.orderButton}
                onClick={() => {
                  onPick(order)
                  onClose()
                }}
                data-testid="feedback-order-option"
              >
                <OrderLine order={order} />
              </button>
            </li>
          ))}
          {orders.hasNextPage && (
            <InfiniteScroll loadMore={async () => void (await orders.fetchNextPage())} hasMore={orders.hasNextPage} />
          )}
        </ul>
      )}
    </Popup>
  )
}

function History() {
  const { t } = useTranslation()
  const history = useFeedbackHistory()
  if (history.isPending) return <PageLoading />
  if (history.isError) return <PageError message={history.error.message} onRetry={() => void history.refetch()} />
  const rows = history.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty description={t('feedback.noHistory')} data-testid="feedback-history-empty" />
  return (
    <>
      <ul className={styles.history}>
        {rows.map((entry) => (
          <HistoryEntry key={`${entry.kind}-${entry.id}`} entry={entry} />
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await history.fetchNextPage())} hasMore={history.hasNextPage}>
        {history.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}

function HistoryEntry({ entry }: { entry: MemberFeedback }) {
  const { t, i18n } = useTranslation()
  const label = useDictLabel()
  const nav = useNav()
  const lang = i18n.language as TimeLang
  const subject =
    entry.kind === 'order' || entry.type === null
      ? t('feedback.orderThread')
      : label('member_feedback_type', entry.type, TYPE_FALLBACK[entry.type] ?? '')
  const openThread = entry.kind === 'order' && entry.orderId !== null ? entry.orderId : null
  return (
    <li className={styles.entry} data-testid="feedback-entry" data-status={entry.status}>
      <div className={styles.entryHead}>
        <strong>{subject}</strong>
        <Tag color={entry.status === 1 ? 'success' : 'default'} fill="outline">
          {entry.status === 1 ? t('feedback.replied') : t('feedback.waiting')}
        </Tag>
      </div>
      <p className={styles.entryText}>{entry.content}</p>
      <PictureStrip urls={entry.picUrls} testId="feedback-entry-pictures" />
      <time className={styles.muted}>{formatDateTime(entry.createTime, lang)}</time>
      {entry.replies.map((reply) => (
        <div key={reply.createTime} className={styles.reply} data-testid="feedback-reply">
          <span className={styles.replyWho}>{t('order.store')}</span>
          <p className={styles.entryText}>{reply.content}</p>
          <time className={styles.muted}>{formatDateTime(reply.createTime, lang)}</time>
        </div>
      ))}
      {openThread !== null && (
        <Button size="small" shape="rounded" onClick={() => nav.go('orderFeedback', { orderId: openThread })}>
          {t('feedback.openThread')}
        </Button>
      )}
    </li>
  )
}
