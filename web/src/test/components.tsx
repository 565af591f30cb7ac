/// <reference types="node" />
/**
 * What tests that render components share: the shipped messages, the set-up and tear-down of each
 * file's tests (i18n for the components, antd-mobile's own renders under React 19, toasts, the DOM,
 * stubbed globals), a render inside a fresh query client, and the messages under a form's field.
 */
import { readFileSync } from 'node:fs'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import i18next from '@/lib/i18next-lite'
import { setI18n } from '@/lib/i18next-lite/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

type Language = 'en' | 'zh-Hans'

// Held apart: Vite would make `new URL('…', import.meta.url)` written out an asset's address.
const here = import.meta.url

/** Loads the shipped messages of `languages`, so the tests read what a member reads. */
export function loadShippedMessages(languages: readonly Language[] = ['en', 'zh-Hans']): void {
  for (const language of languages) {
    const file = new URL(`../../public/locales/${language}.json`, here)
    i18next.addResourceBundle(language, 'translation', JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
  }
}

/**
 * Registers the file's hooks: components translate with the tests' i18next, antd-mobile renders its
 * toasts and popups with React 19 (as app/main.tsx has it), and after each test the toasts, the DOM and
 * stubbed globals are cleared. `language`: the one each test starts in.
 */
export function setUpComponentTests({ language }: { language?: Language } = {}): void {
  // antd-mobile's own renders (toasts, dialogs) still mounted: unmounted after each test, at once. A
  // dialog left open kept animating after the file's DOM was gone ("window is not defined", seen in CI).
  const popups = new Map<Element & { _reactRoot?: Root }, Root>()
  beforeAll(() => {
    setI18n(i18next)
    unstableSetRender((node, container) => {
      const target = container as Element & { _reactRoot?: Root }
      if (!target._reactRoot) popups.set(target, (target._reactRoot = createRoot(container)))
      target._reactRoot.render(node)
      return () => {
        target._reactRoot?.unmount()
        popups.delete(target)
        return Promise.resolve()
      }
    })
  })
  if (language) beforeEach(() => act(() => i18next.changeLanguage(language)))
  afterEach(async () => {
    Dialog.clear()
    // A flow awaiting a dialog just cleared goes on (its promise resolved): it may show a toast. Let it
    // now, with the file's DOM still there, rather than once it is gone ("window is not defined").
    await act(async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
    })
    Toast.clear()
    act(() => {
      for (const [target, root] of popups) {
        root.unmount()
        delete target._reactRoot
      }
    })
    popups.clear()
    cleanup()
    vi.unstubAllGlobals()
  })
}

/** Renders `ui` inside a query client of its own. */
export function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)
}

/** The error messages antd-mobile's form shows in the form item holding `element`. */
export function errorsUnder(element: HTMLElement): string[] {
  const item = element.closest('.adm-form-item')
  if (!item) throw new Error('not in a form item')
  return [...item.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent ?? '')
}
