import { Button, Checkbox, Dialog, Empty, Skeleton, Toast } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { NavBar } from '@/components/NavBar'
import { PageError } from '@/components/PageState'
import { checkoutQuery } from '../cart'
import { t as translate } from '@/lib/i18n'
import { formatPrice } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { isAllSelected } from '@/stores/cart'
import { useSysStore, type PriceUnit } from '@/stores/sys'
import {
  useCartList,
  useDeleteBundles,
  useDeleteItems,
  useUpdateBundleSelected,
  useUpdateCount,
  useUpdateSelected,
  type CartBundle,
  type CartLine,
} from '../cartApi'
import { cartTotal, checkoutBundles, checkoutLines, selectedLines, versionTwice } from '../cartLines'
import { CartBundleRow } from '../components/CartBundleRow'
import { CartItemRow } from '../components/CartItemRow'
import styles from './CartPage.module.css'

/** A line's warning from outside trade (the route adds where its keys will not activate). */
export type LineNotice = (line: CartLine) => ReactNode

/** Shopping Cart: the items to buy, those that cannot be bought, and checkout; Edit deletes several. */
export default function CartPage({ lineNotice }: PageProps<'cart'> & { lineNotice?: LineNotice }) {
  const { t } = useTranslation()
  const cart = useCartList()
  const deleteTicked = useConfirmDeleteTicked()
  const [editing, setEditing] = useState(false)
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())

  const lines = cart.data ? [...cart.data.validList, ...cart.data.invalidList] : []
  const bundles = cart.data?.bundles ?? []
  const edit = (on: boolean) => {
    setEditing(on)
    setTicked(new Set())
  }
  const right =
    lines.length + bundles.length > 0 ? (
      <button type="button" className={styles.navAction} onClick={() => edit(!editing)} data-testid="cart-edit">
        {editing ? t('cart.done') : t('cart.edit')}
      </button>
    ) : null

  let body
  if (cart.isPending) body = <CartSkeleton />
  else if (cart.isError) body = <PageError message={cart.error.message} onRetry={() => void cart.refetch()} />
  else if (lines.length === 0 && bundles.length === 0) body = <EmptyCart />
  else {
    const present = new Set([...lines.map((line) => itemKey(line.id)), ...bundles.map((bundle) => bundleKey(bundle.id))])
    const chosen = [...ticked].filter((key) => present.has(key))
    body = (
      <CartBody
        lineNotice={lineNotice}
        valid={cart.data.validList}
        invalid={cart.data.invalidList}
        bundles={bundles}
        editing={editing}
        ticked={ticked}
        onTick={(key, on) =>
          setTicked((current) => {
            const next = new Set(current)
            if (on) next.add(key)
            else next.delete(key)
            return next
          })
        }
        footer={
          editing ? (
            <EditFooter
              all={chosen.length === present.size}
              count={chosen.length}
              onAll={(on) => setTicked(on ? present : new Set())}
              onDelete={() => void deleteTicked(chosen, t('cart.confirmDeleteSelected', { count: chosen.length }), () => edit(false))}
            />
          ) : (
            <CheckoutFooter valid={cart.data.validList} bundles={bundles} />
          )
        }
      />
    )
  }

  return (
    <div className={styles.page} data-testid="cart">
      <NavBar title={t('route.cart')} right={right} />
      {body}
    </div>
  )
}

/** Asks before deleting; deletes and reloads the cart on yes. */
function useConfirmDelete() {
  const deleteItems = useDeleteItems()
  return (ids: number[], content: string, after?: () => void) => askAndDelete(deleteItems.mutateAsync, ids, content, after)
}

const itemKey = (id: number) => `item:${id}`
const bundleKey = (id: number) => `bundle:${id}`
const idsOf = (keys: string[], kind: 'item' | 'bundle') =>
  keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)))

/** Edit mode's Delete: the ticked games and bundles, after one question. */
function useConfirmDeleteTicked() {
  const deleteItems = useDeleteItems()
  const deleteBundles = useDeleteBundles()
  const deleteBoth = async (keys: string[]) => {
    const items = idsOf(keys, 'item')
    const groups = idsOf(keys, 'bundle')
    await Promise.all([
      items.length > 0 ? deleteItems.mutateAsync(items) : undefined,
      groups.length > 0 ? deleteBundles.mutateAsync(groups) : undefined,
    ])
  }
  return (keys: string[], content: string, after?: () => void) => askAndDelete(deleteBoth, keys, content, after)
}

async function askAndDelete<Id>(
  deleteItems: (ids: Id[]) => Promise<void>,
  ids: Id[],
  content: string,
  after?: () => void,
): Promise<void> {
  if (ids.length === 0) return
  const yes = await Dialog.confirm({
    content,
    confirmText: translate('cart.delete'),
    cancelText: translate('common.cancel'),
  })
  if (!yes) return
  try {
    await deleteItems(ids)
    Toast.show({ content: translate('cart.deleted'), duration: 1500 })
    after?.()
  } catch {
    // The request layer has shown why; the reloaded cart shows what is left.
  }
}

function CartBody({
  valid,
  invalid,
  bundles,
  editing,
  ticked,
  onTick,
  footer,
  lineNotice,
}: {
  lineNotice: LineNotice | undefined
  valid: CartLine[]
  invalid: CartLine[]
  bundles: CartBundle[]
  editing: boolean
  ticked: ReadonlySet<string>
  onTick: (key: string, on: boolean) => void
  footer: ReactNode
}) {
  const { t } = useTranslation()
  const updateSelected = useUpdateSelected()
  const updateCount = useUpdateCount()
  const confirmDelete = useConfirmDelete()
  const deleteBundles = useDeleteBundles()
  const updateBundleSelected = useUpdateBundleSelected()
  const change = (run: () => Promise<void>) => void run().catch(() => undefined)
  const buyable = valid.length > 0 || bundles.some((bundle) => bundle.available)
  return (
    <>
      {bundles.length > 0 && (
        <section className={styles.list} aria-label={t('cart.bundles')} data-testid="cart-bundles">
          {bundles.map((bundle) => (
            <CartBundleRow
              key={bundle.id}
              bundle={bundle}
              editing={editing}
              checked={editing ? ticked.has(bundleKey(bundle.id)) : bundle.selected}
              onCheck={(on) =>
                editing
                  ? onTick(bundleKey(bundle.id), on)
                  : change(() => updateBundleSelected.mutateAsync({ ids: [bundle.id], selected: on }))
              }
              onDelete={() =>
                void askAndDelete(deleteBundles.mutateAsync, [bundle.id], t('cart.confirmDeleteOne', { name: bundle.name }))
              }
            />
          ))}
        </section>
      )}
      {valid.length > 0 ? (
        <section className={styles.list} aria-label={t('route.cart')} data-testid="cart-valid">
          {valid.map((line) => (
            <CartItemRow
              notice={lineNotice?.(line)}
              key={line.id}
              line={line}
              showCheck
              checked={editing ? ticked.has(itemKey(line.id)) : line.selected}
              onCheck={(on) => (editing ? onTick(itemKey(line.id), on) : change(() => updateSelected.mutateAsync({ ids: [line.id], selected: on })))}
              onCount={(count) => change(() => updateCount.mutateAsync({ id: line.id, count }))}
            />
          ))}
        </section>
      ) : (
        !buyable && <p className={styles.nothingValid}>{t('cart.nothingToBuy')}</p>
      )}
      {invalid.length > 0 && (
        <section className={styles.invalid} aria-labelledby="cart-unavailable" data-testid="cart-invalid">
          <div className={styles.invalidHead}>
            <h2 id="cart-unavailable">{t('cart.unavailable', { count: invalid.length })}</h2>
            {!editing && (
              <button
                type="button"
                className={styles.clear}
                onClick={() =>
                  void confirmDelete(
                    invalid.map((line) => line.id),
                    t('cart.confirmClearUnavailable', { count: invalid.length }),
                  )
                }
                data-testid="cart-clear-unavailable"
              >
                {t('cart.clearUnavailable')}
              </button>
            )}
          </div>
          {invalid.map((line) => (
            <CartItemRow
              notice={lineNotice?.(line)}
              key={line.id}
              line={line}
              showCheck={editing}
              checked={ticked.has(itemKey(line.id))}
              onCheck={(on) => onTick(itemKey(line.id), on)}
              onDelete={
                editing ? undefined : () => void confirmDelete([line.id], t('cart.confirmDeleteOne', { name: line.spu.name }))
              }
            />
          ))}
        </section>
      )}
      {footer}
    </>
  )
}

function CheckoutFooter({ valid, bundles }: { valid: CartLine[]; bundles: CartBundle[] }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const storeUnit = useSysStore((state) => state.priceUnit)
  const unit = (valid[0]?.sku.priceUnit ?? bundles[0]?.priceUnit ?? storeUnit) as PriceUnit
  const chosen = selectedLines(valid)
  const available = bundles.filter((bundle) => bundle.available)
  const chosenBundles = checkoutBundles(bundles)
  const count = chosen.length + chosenBundles.length
  // Checked here rather than left to Confirm Order's refusal: the member sees which, and unselects one.
  const twice = versionTwice(valid, bundles)
  const updateSelected = useUpdateSelected()
  const updateBundleSelected = useUpdateBundleSelected()
  const all = valid.length + available.length > 0 && (valid.length === 0 || isAllSelected(valid)) && available.every((bundle) => bundle.selected)
  const selectAll = (on: boolean) => {
    const items = valid.length > 0 ? updateSelected.mutateAsync({ ids: valid.map((line) => line.id), selected: on }) : Promise.resolve()
    const groups = available.length > 0 ? updateBundleSelected.mutateAsync({ ids: available.map((bundle) => bundle.id), selected: on }) : Promise.resolve()
    void Promise.all([items, groups]).catch(() => undefined)
  }
  const checkout = () => {
    if (count > 0 && twice === null) nav.go('confirmOrder', checkoutQuery(checkoutLines(valid), chosenBundles.map((bundle) => bundle.id)))
  }
  return (
    <div className={styles.footer} data-testid="cart-footer">
      {twice !== null && (
        <p className={styles.footerNotice} role="alert" data-testid="cart-version-twice">
          {t('cart.versionTwice', { name: twice })}
        </p>
      )}
      <Checkbox checked={all} disabled={valid.length + available.length === 0} onChange={selectAll} data-testid="cart-select-all">
        {t('cart.selectAll')}
      </Checkbox>
      <div className={styles.total}>
        <span>{t('cart.total')}</span>
        <strong data-testid="cart-total">{formatPrice(cartTotal(valid, bundles), unit, i18n.language)}</strong>
      </div>
      <Button
        className={styles.checkout}
        color="primary"
        shape="rounded"
        disabled={count === 0 || twice !== null}
        onClick={checkout}
        data-testid="cart-checkout"
      >
        {t('cart.checkout', { count })}
      </Button>
    </div>
  )
}

function EditFooter({
  all,
  count,
  onAll,
  onDelete,
}: {
  all: boolean
  count: number
  onAll: (on: boolean) => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.footer} data-testid="cart-edit-footer">
      <Checkbox checked={all} onChange={onAll} data-testid="cart-tick-all">
        {t('cart.selectAll')}
      </Checkbox>
      <Button
        color="danger"
        shape="rounded"
        fill="outline"
        disabled={count === 0}
        onClick={onDelete}
        data-testid="cart-delete-selected"
      >
        {t('cart.deleteCount', { count })}
      </Button>
    </div>
  )
}

function EmptyCart() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <Empty description={t('cart.empty')} />
      <Button color="primary" shape="rounded" onClick={() => nav.go('home')} data-testid="cart-go-shopping">
        {t('cart.goShopping')}
      </Button>
    </div>
  )
}

function CartSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="cart-loading">
      <Skeleton.Paragraph lineCount={8} animated />
    </div>
  )
}
