import { currentLanguage, initBundledI18n, t as translate } from '@/lib/i18n'
import { browserLanguages, resolveLanguage, type Language } from '@/lib/language'
import en from '../locales/en.json'
import zhHans from '../locales/zh-Hans.json'

/** The console's languages: operators work in Chinese or English (the shop has four). */
export const CONSOLE_LANGUAGES = ['zh-Hans', 'en'] as const satisfies readonly Language[]
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]

type KeysOf<Messages, Prefix extends string = ''> = {
  [Key in keyof Messages & string]: Messages[Key] extends string ? `${Prefix}${Key}` : KeysOf<Messages[Key], `${Prefix}${Key}.`>
}[keyof Messages & string]

/** A key of the console's messages (locales/zh-Hans.json, the source): a wrong one is a tsc error. */
export type MessageKey = KeysOf<typeof zhHans>

// English names every key of the source (a missing one is a tsc error; locales.test.ts checks the placeholders).
const english: typeof zhHans = en

initBundledI18n(resolveLanguage(null, browserLanguages(), CONSOLE_LANGUAGES), { 'zh-Hans': zhHans, en: english })

/** The console's text for `key` in the operator's language, `{{name}}` placeholders filled in (the shop's i18n). */
export const t = translate as (key: MessageKey, values?: Record<string, string | number>) => string

export { currentLanguage }
