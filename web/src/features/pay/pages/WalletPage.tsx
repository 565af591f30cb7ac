import { DatePicker, Empty, InfiniteScroll, List, Skeleton, Tabs } from 'antd-mobile'
import { DownFill, RightOutline } from 'antd-mobile-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useWallet } from '../wallet'
import { formatDateTime, type TimeLang } from '@/lib/time'
import {
  useCreateRecharge,
  usePayOrder,
  useRechargePackages,
  useSummary,
  useTransactions,
  type RechargePackage,
  type TransactionFilter,
} from '../api'
import { formatMonth, monthOf, monthRange, type Month } from '../months'
import styles from '../components/pay.module.css'
import page from './WalletPage.module.css'

const FILTERS: TransactionFilter[] = ['all', 'income', 'expense']
/** How far back the month picker goes. */
const PICKER_YEARS = 5

/** My wallet: the balance, recharge packages, and the transactions with a month's summary. */
export default function WalletPage({ query }: PageProps<'wallet'>) {
  const resumePay = Number(query.resumePay)
  const resuming = Number.isInteger(resumePay) && resumePay > 0 ? resumePay : undefined
  return (
    <div className={styles.page} data-testid="wallet-page">
      {resuming !== undefined && <ResumeNotice payOrderId={resuming} />}
      <BalanceCard />
      <Packages resumePay={resuming} />
      <Transactions />
    </div>
  )
}

/** Topping up for a payment: says the member comes back to it (and to how much) afterwards. */
function ResumeNotice({ payOrderId }: { payOrderId: number }) {
  const { t } = useTranslation()
  const cny = useCny()
  const payment = usePayOrder(payOrderId)
  if (!payment.isSuccess) return null
  return (
    <p className={styles.notice} data-testid="wallet-resume-notice">
      {t('wallet.resumeHint', { amount: cny(payment.data.price) })}
    </p>
  )
}

function BalanceCard() {
  const { t } = useTranslation()
  const nav = useNav()
  const cny = useCny()
  const wallet = useWallet()
  return (
    <section className={page.balanceCard}>
      <div className={page.balanceHead}>
        <span className={page.balanceLabel}>{t('wallet.balance')}</span>
        <button type="button" className={page.link} onClick={() => nav.go('rechargeLog')} data-testid="recharge-log-link">
          {t('route.rechargeLog')} <RightOutline />
        </button>
      </div>
      {wallet.isError ? (
        <PageError message={wallet.error.message} onRetry={() => void wallet.refetch()} />
      ) : wallet.isPending ? (
        <Skeleton.Title animated className={page.balanceSkeleton} />
      ) : (
        <>
          <strong className={page.balance} data-testid="wallet-balance">
            {cny(wallet.data.balance)}
          </strong>
          <div className={page.totals}>
            <span>
              {t('wallet.totalRecharge')} <b data-testid="wallet-total-recharge">{cny(wallet.data.totalRecharge)}</b>
            </span>
            <span>
              {t('wallet.totalExpense')} <b data-testid="wallet-total-expense">{cny(wallet.data.totalExpense)}</b>
            </span>
          </div>
        </>
      )}
    </section>
  )
}

function Packages({ resumePay }: { resumePay?: number }) {
  const { t } = useTranslation()
  const nav = useNav()
  const cny = useCny()
  const packages = useRechargePackages()
  const [busy, setBusy] = useState<number | null>(null)
  const createRecharge = useCreateRecharge()

  const buy = async (pack: RechargePackage) => {
    if (busy !== null) return
    setBusy(pack.id)
    try {
      const created = await createRecharge.mutateAsync(pack)
      nav.go('pay', { id: created.payOrderId, resumePay })
    } catch {
      // The request layer showed why (a package withdrawn or repriced): show the current ones.
      void packages.refetch()
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={styles.section} data-testid="recharge-packages">
      <h2 className={styles.sectionTitle}>{t('wallet.recharge')}</h2>
      {packages.isError ? (
        <PageError message={packages.error.message} onRetry={() => void packages.refetch()} />
      ) : packages.isPending ? (
        <div className={page.grid}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} animated className={page.packageSkeleton} />
          ))}
        </div>
      ) : packages.data.length === 0 ? (
        <Empty description={t('wallet.packagesEmpty')} />
      ) : (
        <div className={page.grid}>
          {packages.data.map((pack) => (
            <button
              key={pack.id}
              type="button"
              className={page.package}
              disabled={busy !== null}
              aria-busy={busy === pack.id}
              onClick={() => void buy(pack)}
              data-testid="recharge-package"
              data-pay-price={pack.payPrice}
            >
              {pack.bonusPrice > 0 && (
                <span className={page.bonus}>{t('wallet.packageBonus', { amount: cny(pack.bonusPrice) })}</span>
              )}
              <strong className={page.packagePrice}>{cny(pack.payPrice)}</strong>
              <span className={page.packageGet}>{t('wallet.packageGet', { amount: cny(pack.payPrice + pack.bonusPrice) })}</span>
            </button>
          ))}
        </div>
      )}
      <p className={page.note}>{t('wallet.rechargeHint')}</p>
    </section>
  )
}

function Transactions() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<TransactionFilter>('all')
  return (
    <section className={page.transactions} data-testid="wallet-transactions">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('wallet.transactions')}</h2>
      </div>
      <MonthSummary />
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as TransactionFilter)} className={page.tabs}>
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`wallet-tab-${key}`}>{t(`wallet.tab.${key}`)}</span>} />
        ))}
      </Tabs>
      <TransactionList key={filter} filter={filter} />
    </section>
  )
}

function MonthSummary() {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const [month, setMonth] = useState<Month>(() => monthOf(Date.now()))
  const [picking, setPicking] = useState(false)
  const range = useMemo(() => monthRange(month), [month])
  const summary = useSummary(range)
  const bounds = useMemo(() => {
    const now = new Date()
    return { min: new Date(now.getFullYear() - PICKER_YEARS, 0, 1), max: now }
  }, [])

  return (
    <div className={page.summary} data-testid="wallet-summary">
      <button type="button" className={page.month} onClick={() => setPicking(true)} aria-label={t('wallet.monthButton', { month: formatMonth(month, i18n.language) })} data-testid="month-picker">
        {formatMonth(month, i18n.language)} <DownFill />
      </button>
      <span className={page.summaryFigures}>
        {summary.isError ? (
          <button type="button" className={page.link} onClick={() => void summary.refetch()}>
            {t('common.loadFailed')} · {t('common.retry')}
          </button>
        ) : summary.isPending ? (
          t('common.loading')
        ) : (
          <>
            <span data-testid="summary-income">{t('wallet.income', { amount: cny(summary.data.totalIncome) })}</span>
            <span data-testid="summary-expense">{t('wallet.expense', { amount: cny(summary.data.totalExpense) })}</span>
          </>
        )}
      </span>
      <DatePicker
        title={t('wallet.pickMonth')}
        visible={picking}
        precision="month"
        min={bounds.min}
        max={bounds.max}
        value={new Date(month.year, month.month, 1)}
        onClose={() => setPicking(false)}
        onConfirm={(value) => setMonth(monthOf(value))}
      />
    </div>
  )
}

function TransactionList({ filter }: { filter: TransactionFilter }) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const records = useTransactions(filter)
  if (records.isPending) {
    return (
      <div data-testid="transactions-loading">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    )
  }
  if (records.isError) return <PageError message={records.error.message} onRetry={() => void records.refetch()} />
  const rows = records.data.pages.flatMap((item) => item.list)
  if (rows.length === 0) return <Empty description={t('wallet.empty')} data-testid="transactions-empty" />
  return (
    <>
      <List className={page.list} data-testid="transaction-list">
        {rows.map((row) => (
          <List.Item
            key={row.id}
            description={formatDateTime(row.createTime, i18n.language as TimeLang)}
            extra={
              <span className={page.figure}>
                <span className={row.price > 0 ? page.income : page.expense} data-testid="transaction-price">
                  {row.price > 0 ? `+${cny(row.price)}` : `−${cny(-row.price)}`}
                </span>
                <span className={page.after}>{t('pay.balance', { amount: cny(row.balance) })}</span>
              </span>
            }
            data-testid="transaction"
          >
            {row.title}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await records.fetchNextPage())} hasMore={records.hasNextPage}>
        {records.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}
