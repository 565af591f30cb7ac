import { describe, expect, it } from 'vitest'
import { resolveLanguage } from '@/lib/language'
import en from '../locales/en.json'
import zhHans from '../locales/zh-Hans.json'
import { CONSOLE_LANGUAGES, t } from './i18n'

type Flat = Record<string, string>

function flatten(value: object, prefix = '', into: Flat = {}): Flat {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof child === 'string') into[path] = child
    else flatten(child as object, path, into)
  }
  return into
}

const placeholders = (text: string | undefined) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe("the console's messages", () => {
  const source = flatten(zhHans)
  const english = flatten(en)

  it('English has exactly the keys of Chinese, with the same {{placeholders}}', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(source).sort())
    const mismatched = Object.keys(source).filter((key) => placeholders(source[key]).join() !== placeholders(english[key]).join())
    expect(mismatched).toEqual([])
  })

  it("are the shop's i18n, its placeholders filled in", () => {
    const text = t('common.total', { total: 3 })
    expect([source['common.total'], english['common.total']].map((form) => form?.replace('{{total}}', '3'))).toContain(text)
  })
})

describe("the console's language", () => {
  const consoleLanguage = (tags: string[]) => resolveLanguage(null, tags, CONSOLE_LANGUAGES)

  it("is the browser's first Chinese or English, else Chinese", () => {
    expect(consoleLanguage(['en-US', 'zh-CN'])).toBe('en')
    expect(consoleLanguage(['zh-TW', 'en'])).toBe('zh-Hans')
    expect(consoleLanguage(['ja-JP', 'en-GB'])).toBe('en')
    expect(consoleLanguage(['ja-JP'])).toBe('zh-Hans')
    expect(consoleLanguage([])).toBe('zh-Hans')
  })

  it('leaves the shop its four', () => {
    expect(resolveLanguage(null, ['zh-TW'])).toBe('zh-Hant')
    expect(resolveLanguage(null, ['ja-JP', 'en'])).toBe('ja')
  })
})
