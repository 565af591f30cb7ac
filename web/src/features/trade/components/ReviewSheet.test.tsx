/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Toast, unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'
import i18next from '@/lib/i18next-lite'
import { setI18n } from '@/lib/i18next-lite/react'
import { configureHttpUi } from '@/lib/http'
import { useUserStore } from '@/stores/user'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderItem } from '../api'
import { ReviewSheet } from './ReviewSheet'

// The shipped messages, so the tests read what a member reads.
const here = import.meta.url
for (const language of ['en', 'zh-Hans']) {
  const messages = JSON.parse(readFileSync(new URL(`../../../../public/locales/${language}.json`, here), 'utf8')) as Record<string, unknown>
  i18next.addResourceBundle(language, 'translation', messages)
}

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

/** The server, answering every call with success; what it was sent is in `fetch.mock.calls`. */
function serve() {
  const fetch = vi.fn(async (_request: Request) => new Response(JSON.stringify({ code: 0, data: true, msg: '' }), { headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function open() {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewSheet item={ITEM} onClose={onClose} />
    </QueryClientProvider>,
  )
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

/** The error messages shown in the form item holding `element`. */
function errorsUnder(element: HTMLElement): string[] {
  const item = element.closest('.adm-form-item')
  if (!item) throw new Error('not in a form item')
  return [...item.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent ?? '')
}

beforeAll(() => {
  setI18n(i18next)
  // As the app does (app/main.tsx): antd-mobile's toasts render with React 19.
  unstableSetRender((node, container) => {
    const target = container as Element & { _reactRoot?: Root }
    target._reactRoot ??= createRoot(container)
    target._reactRoot.render(node)
    return () => {
      target._reactRoot?.unmount()
      return Promise.resolve()
    }
  })
})
beforeEach(async () => {
  await act(() => i18next.changeLanguage('zh-Hans'))
  configureHttpUi({ toast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn(), sessionEnded: vi.fn() })
  useUserStore.getState().setToken({ accessToken: 'access', refreshToken: 'refresh' })
})
afterEach(() => {
  Toast.clear()
  cleanup()
  vi.unstubAllGlobals()
})

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
