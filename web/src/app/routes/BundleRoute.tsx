import { Toast } from 'antd-mobile'
import BundlePage from '@/features/catalogue/pages/BundlePage'
import type { BundleCart } from '@/features/catalogue/bundleApi'
import { useAddBundleToCart } from '@/features/trade/cart'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLoginGate } from '@/lib/loginGate'
import { routeTo, type PageProps } from '@/lib/paths'

/** A bundle's page (catalogue's) with Add to cart, which is trade's: the pick or set goes in the cart as one group. */
export default function BundleRoute(props: PageProps<'bundle'>) {
  const { t } = useTranslation()
  const gate = useLoginGate()
  const addBundle = useAddBundleToCart()
  const cart = (bundleId: number): BundleCart => ({
    adding: addBundle.isPending,
    add: (skuIds) =>
      gate(
        () => {
          if (addBundle.isPending) return
          addBundle.mutate(
            { bundleId, skuIds },
            // A refusal (off sale, not a tier…) is shown by the request layer in the member's language.
            { onSuccess: () => void Toast.show({ content: t('bundle.addedToCart'), duration: 1500 }) },
          )
        },
        // A visitor logs in and comes back to the bundle to pick again.
        { page: routeTo('bundle', { id: bundleId }), reason: 'addToCart' },
      ),
  })
  return <BundlePage {...props} cart={cart} />
}
