import { Toast } from 'antd-mobile'
import BundlePage from '@/features/catalogue/pages/BundlePage'
import type { BundleCart } from '@/features/catalogue/bundleApi'
import { useAddBundleToCart } from '@/features/trade/cart'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLoginGate } from '@/lib/loginGate'
import { usePendingIntent } from '@/lib/loginIntent'
import type { PageProps } from '@/lib/paths'

/** A bundle's page (catalogue's) with Add to cart, which is trade's: the pick or set goes in the cart as
 * one group. A visitor logs in first and comes back with it added. */
export default function BundleRoute(props: PageProps<'bundle'>) {
  const { t } = useTranslation()
  const gate = useLoginGate()
  const addBundle = useAddBundleToCart()
  const add = (bundleId: number, skuIds: number[]) => {
    if (addBundle.isPending) return
    addBundle.mutate(
      { bundleId, skuIds },
      // A refusal (off sale, not a tier…) is shown by the request layer in the member's language.
      { onSuccess: () => void Toast.show({ content: t('bundle.addedToCart'), duration: 1500 }) },
    )
  }
  usePendingIntent(
    (intent) => intent.kind === 'addBundle' && String(intent.bundleId) === props.query.id,
    (intent) => {
      if (intent.kind === 'addBundle') add(intent.bundleId, intent.skuIds)
    },
  )
  const cart = (bundleId: number): BundleCart => ({
    adding: addBundle.isPending,
    add: (skuIds) => gate(() => add(bundleId, skuIds), { intent: { kind: 'addBundle', bundleId, skuIds } }),
  })
  return <BundlePage {...props} cart={cart} />
}
