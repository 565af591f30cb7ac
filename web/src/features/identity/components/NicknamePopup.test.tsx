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
import { NicknamePopup } from './NicknamePopup'

// The shipped messages, so the tests read what a member reads.
const here = import.meta.url
for (const language of ['en', 'zh-Hans']) {
  const messages = JSON.parse(readFileSync(new URL(`../../../../public/locales/${language}.json`, here), 'utf8')) as Record<string, unknown>
  i18next.addResourceBundle(language, 'translation', messages)
}

/** The server, answering every call with success; what it was sent is in `fetch.mock.calls`. */
function serve() {
  const fetch = vi.fn(async (_request: Request) => new Response(JSON.stringify({ code: 0, data: true, msg: '' }), { headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function open(current = 'Night owl') {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NicknamePopup visible current={current} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { onClose }
}

const field = () => screen.getByRole('textbox')
const type = (value: string) => fireEvent.change(field(), { target: { value } })

/** The error messages shown in the form item holding `element`. */
function errorsUnder(element: HTMLElement): string[] {
  const item = element.closest('.adm-form-item')
  if (!item) throw new Error('not in a form item')
  return [...item.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent ?? '')
}

/** Switches to English and presses Save: the rules run again, their messages now in English. */
async function saveInEnglish() {
  await act(() => i18next.changeLanguage('en'))
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
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

describe('the nickname sheet', () => {
  it('starts from the current name and saves the new one, trimmed', async () => {
    const fetch = serve()
    const { onClose } = open()
    expect((field() as HTMLInputElement).value).toBe('Night owl')
    type('  夜猫子玩家 ')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const request = fetch.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app-api/member/user/update')
    expect(await request.json()).toMatchObject({ nickname: '夜猫子玩家' })
  })

  it('asks for a name under the field when only spaces are left, and sends nothing', async () => {
    const fetch = serve()
    open()
    type('   ')
    await waitFor(() => expect(errorsUnder(field())).toEqual(['请设置用户名或头像']))
    await saveInEnglish()
    await waitFor(() => expect(errorsUnder(field())).toEqual(['Please set a username or avatar']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a tab and a name over 30 characters, and sends nothing', async () => {
    const fetch = serve()
    open()
    type('Night\towl')
    await waitFor(() => expect(errorsUnder(field())).toEqual(['含有不可见的控制字符，请删除']))
    type('n'.repeat(31))
    await waitFor(() => expect(errorsUnder(field())).toEqual(['最多 30 个字，当前 31 个']))
    await saveInEnglish()
    await waitFor(() => expect(errorsUnder(field())).toEqual(['At most 30 characters (31 now)']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('takes 30 emoji: 30 characters to the server, though 60 UTF-16 units', async () => {
    const fetch = serve()
    const { onClose } = open()
    type('🎮'.repeat(30))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toMatchObject({ nickname: '🎮'.repeat(30) })
  })
})
