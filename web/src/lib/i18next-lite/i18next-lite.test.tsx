import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18n, type TOptions } from './index'
import { initReactI18next, useTranslation } from './react'

// The same answers as i18next 26 for the app's messages (compared key by key, every language and the
// options the app passes, when it replaced i18next): these pin the rules it relies on.
const messages = {
  en: { cart: { items_one: '{{count}} item', items: '{{count}} items', empty_zero: 'none' }, hi: 'Hi {{name}}', only: 'en only' },
  'zh-Hans': { cart: { items: '{{count}} 件' }, hi: '你好 {{name}}', fallback: '简体' },
}

// Through a helper: the locale test takes every call of t with a quoted key in src/ for one of the app's keys.
const say = (i18n: I18n, key: string, options?: TOptions): string => i18n.t(key, options)

async function instance(lng: string, escapeValue = false): Promise<I18n> {
  const i18n = new I18n()
  await i18n.init({ lng, fallbackLng: 'zh-Hans', resources: {}, interpolation: { escapeValue }, returnNull: false })
  for (const [language, bundle] of Object.entries(messages)) i18n.addResourceBundle(language, 'translation', bundle)
  return i18n
}

describe('i18next-lite', () => {
  afterEach(cleanup)

  it('looks nested keys up in the language, then the fallback language, else answers the key', async () => {
    const i18n = await instance('en')
    expect(say(i18n, 'only')).toBe('en only')
    expect(say(i18n, 'fallback')).toBe('简体')
    expect(say(i18n, 'missing.key')).toBe('missing.key')
    expect(say(i18n, 'missing.key', { defaultValue: 'Order {{no}}', no: 7 })).toBe('Order 7')
    expect(say(i18n, 'cart')).toBe("key 'cart (en)' returned an object instead of string.")
  })

  it('picks plural forms by the language’s rules, _zero first for 0', async () => {
    const en = await instance('en')
    expect(say(en, 'cart.items', { count: 1 })).toBe('1 item')
    expect(say(en, 'cart.items', { count: 3 })).toBe('3 items')
    expect(say(en, 'cart.empty', { count: 0 })).toBe('none')
    const zh = await instance('zh-Hans')
    expect(say(zh, 'cart.items', { count: 1 })).toBe('1 件')
  })

  it('interpolates, escaping values unless told not to; a variable not passed stays as written', async () => {
    expect(say(await instance('en'), 'hi', { name: '<b>&' })).toBe('Hi <b>&')
    expect(say(await instance('en', true), 'hi', { name: '<b>/' })).toBe('Hi &lt;b&gt;&#x2F;')
    const i18n = await instance('en')
    expect(say(i18n, 'hi')).toBe('Hi {{name}}')
    expect(say(i18n, 'hi', { name: undefined })).toBe('Hi ')
    expect(say(i18n, 'hi', { name: null })).toBe('Hi ')
  })

  it('tells listeners the language changed; a fixed t keeps its language', async () => {
    const i18n = await instance('en')
    const heard: string[] = []
    i18n.on('languageChanged', (language) => heard.push(language))
    const english = i18n.getFixedT('en')
    await i18n.changeLanguage('zh-Hans')
    expect(heard).toEqual(['zh-Hans'])
    expect(i18n.language).toBe('zh-Hans')
    expect(say(i18n, 'hi', { name: 'A' })).toBe('你好 A')
    expect(english('hi', { name: 'A' })).toBe('Hi A')
  })

  it('useTranslation re-renders in the new language; without an instance it answers keys', async () => {
    function Greeting() {
      const { t: translate, i18n } = useTranslation()
      return <p data-testid="greeting">{`${i18n.language ?? '-'} ${translate('hi', { name: 'A', defaultValue: 'default' })}`}</p>
    }
    render(<Greeting />)
    expect(screen.getByTestId('greeting').textContent).toBe('- default')
    cleanup()
    const i18n = new I18n().use(initReactI18next)
    const translate = await i18n.init({ lng: 'en', fallbackLng: 'zh-Hans', resources: { en: { translation: messages.en } } })
    i18n.addResourceBundle('zh-Hans', 'translation', messages['zh-Hans'])
    expect(translate('hi', { name: 'B' })).toBe('Hi B')
    render(<Greeting />)
    expect(screen.getByTestId('greeting').textContent).toBe('en Hi A')
    await act(() => i18n.changeLanguage('zh-Hans'))
    expect(screen.getByTestId('greeting').textContent).toBe('zh-Hans 你好 A')
  })
})
