import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import i18next from '@/lib/i18next-lite'
import { useUserStore } from '@/stores/user'
import { errorsUnder, loadShippedMessages, renderWithQueries, setUpComponentTests } from '@/test/components'
import { recordHttpUi, serve } from '@/test/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderItem } from '../api'
import { ReviewSheet } from './ReviewSheet'

loadShippedMessages()
setUpComponentTests({ language: 'zh-Hans' })
recordHttpUi()
beforeEach(() => useUserStore.getState().setToken({ accessToken: 'access', refreshToken: 'refresh' }))

const ITEM: OrderItem = {
  id: 41,
  spuId: 7,
  skuId: 70,
  spuName: 'Hollow Stars',
  skuName: 'Standard',
  picUrl: 'https://img.example/cover.png',
  count: 1,
  price: 9900,
  memberPrice: 9900,
  referencePrice: null,
  payPrice: 9900,
  commentStatus: false,
  afterSaleStatus: 0,
  refundCount: 0,
  gameTypeRespVOS: [],
  properties: [],
}

function open() {
  const onClose = vi.fn()
  renderWithQueries(<ReviewSheet item={ITEM} onClose={onClose} />)
  return { onClose }
}

const words = () => screen.getByRole('textbox')
const submit = () => fireEvent.click(screen.getByRole('button', { name: '发表评价' }))

/** A tap on the `stars`-th star, as a finger does it (antd-mobile's Rate follows touch, by position). */
function rate(stars: number) {
  const group = screen.getByRole('radiogroup')
  group.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 20 })
  const touch = { clientX: (stars - 0.5) * 20, clientY: 10, identifier: 1 }
  fireEvent.touchStart(group, { touches: [touch], targetTouches: [touch], changedTouches: [touch] })
  fireEvent.touchEnd(group, { touches: [], targetTouches: [], changedTouches: [touch] })
  expect(screen.getByRole('radio', { name: String(stars) }).getAttribute('aria-checked')).toBe('true')
}

describe('the review sheet', () => {
  it('sends the stars and the words, trimmed, when they pass the rules', async () => {
    const fetch = serve()
    const { onClose } = open()
    rate(4)
    fireEvent.change(words(), { target: { value: '  Great game\n\tloved it 👨‍👩‍👧  ' } })
    submit()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(fetch).toHaveBeenCalledTimes(1)
    const request = fetch.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app-api/trade/order/item/create-comment')
    expect(await request.json()).toMatchObject({ orderItemId: 41, rating: 4, content: 'Great game\n\tloved it 👨‍👩‍👧' })
  })

  it('asks for the stars under them and sends nothing', async () => {
    const fetch = serve()
    open()
    submit()
    const stars = screen.getByRole('radio', { name: '4' })
    await waitFor(() => expect(errorsUnder(stars)).toEqual(['请选择评分（点击星星评分）']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a control character under the words, in the member’s language, and sends nothing', async () => {
    const fetch = serve()
    open()
    rate(5)
    fireEvent.change(words(), { target: { value: 'Great\u0007game' } })
    await waitFor(() => expect(errorsUnder(words())).toEqual(['含有不可见的控制字符，请删除']))
    await act(() => i18next.changeLanguage('en'))
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }))
    // Validated again by the press, in the new language: refused, so nothing went out.
    await waitFor(() => expect(errorsUnder(words())).toEqual(['Contains an invisible control character: please remove it']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('counts the words as the server does: an emoji family is five characters', async () => {
    const fetch = serve()
    const { onClose } = open()
    rate(5)
    // 401 families are 401 graphemes (what the TextArea itself would count) but 2005 code points.
    fireEvent.change(words(), { target: { value: '👨‍👩‍👧'.repeat(401) } })
    await waitFor(() => expect(errorsUnder(words())).toEqual(['最多 2000 个字，当前 2005 个']))
    expect(screen.getByText('2005/2000')).toBeTruthy()
    // 400 are 2000: taken and sent.
    fireEvent.change(words(), { target: { value: '👨‍👩‍👧'.repeat(400) } })
    await waitFor(() => expect(errorsUnder(words())).toEqual([]))
    expect(screen.getByText('2000/2000')).toBeTruthy()
    submit()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toMatchObject({ content: '👨‍👩‍👧'.repeat(400) })
  })
})
