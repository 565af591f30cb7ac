import i18next from '@/lib/i18next-lite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from './i18n'

function serveLocales(available: Record<string, Record<string, unknown>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const language = /locales\/(.+)\.json$/.exec(String(input))?.[1] ?? ''
    const messages = available[language]
    return messages
      ? new Response(JSON.stringify(messages), { status: 200 })
      : new Response('missing', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('languages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads a language on demand and caches it', async () => {
    const fetchMock = serveLocales({ ja: { route: { home: 'ホーム' } } })
    expect(await switchLanguage('ja')).toBe('ja')
    expect(i18next.t('route.home')).toBe('ホーム')
    await switchLanguage('ja')
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('ja.json'))).toHaveLength(1)
    expect(document.documentElement.lang).toBe('ja')
  })

  it('falls back to simplified Chinese when a language cannot be loaded', async () => {
    serveLocales({ 'zh-Hans': { route: { home: '首页' } } })
    expect(await switchLanguage('zh-Hant')).toBe('zh-Hans')
    expect(i18next.t('route.home')).toBe('首页')
  })

  it('tries again later after a failed load', async () => {
    serveLocales({ 'zh-Hans': { route: { home: '首页' } } })
    expect(await switchLanguage('en')).toBe('zh-Hans')
    serveLocales({ en: { route: { home: 'Home' } } })
    expect(await switchLanguage('en')).toBe('en')
    expect(i18next.t('route.home')).toBe('Home')
  })
})
