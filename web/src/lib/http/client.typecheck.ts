/*
 * The contract, checked by `tsc` (npm run typecheck, in make test): each line below must be a type
 * error. Should the client stop being typed by the generated paths, a directive goes unused and
 * the check fails. Nothing here runs.
 */
import { api } from './client'
import { unwrap } from './unwrap'

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error a path the API does not have
  await api.GET('/app-api/trade/order/no-such-path')
  // @ts-expect-error a path the API has, but not for this method
  await api.GET('/app-api/trade/order/create')
  // @ts-expect-error a parameter name the operation does not take (it takes `id`)
  await api.GET('/app-api/trade/order/get-detail', { params: { query: { orderId: 1 } } })
  // @ts-expect-error a misspelled optional parameter
  await api.GET('/app-api/trade/order/page', { params: { query: { pageNumber: 1 } } })
  // @ts-expect-error a required parameter left out
  await api.DELETE('/app-api/trade/order/cancel', { auth: true })
  // @ts-expect-error a body field the operation does not take
  await api.POST('/app-api/trade/cart/add', { body: { skuId: 1, count: 1, colour: 'red' } })
  // @ts-expect-error a body field of the wrong type
  await api.POST('/app-api/trade/cart/add', { body: { skuId: '1', count: 1 } })
  // @ts-expect-error a misspelled call option
  await api.GET('/app-api/trade/order/get-count', { showErorr: false })
}

export async function wrongUseOfAnswers(): Promise<void> {
  const order = await unwrap(api.GET('/app-api/trade/order/get-detail', { params: { query: { id: 1 } } }))
  // @ts-expect-error a field the answer does not have
  void order.orderNumber
  // @ts-expect-error a field used as another type (payPrice is a number of fen)
  void order.payPrice.toUpperCase()
  const added = await unwrap(api.POST('/app-api/trade/cart/add', { body: { skuId: 1, count: 1 } }))
  // @ts-expect-error the answer is the new cart item's id, not an object
  void added.id
  const social = await unwrap(api.GET('/app-api/member/social-user/get', { params: { query: { type: 31 } } }))
  // @ts-expect-error this answer can be null (no account bound), so it must be checked first
  void social.openid
}
