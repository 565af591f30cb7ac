// The app's own subset of i18next and react-i18next (lib/i18next-lite: the parts it uses, 1 KB gzipped).
import i18next from '@/lib/i18next-lite'
import { initReactI18next } from '@/lib/i18next-lite/react'
import { FALLBACK_LANGUAGE, type Language } from './language'

type Messages = Record<string, unknown>
const loaded = new Map<Language, Promise<Messages>>()

async function fetchMessages(language: Language): Promise<Messages> {
  const response = await fetch(`locales/${language}.json`)
  if (!response.ok) throw new Error(`locale ${language}: HTTP ${response.status}`)
  return (await response.json()) as Messages
}

/** Each language's messages are fetched once and cached; a failed fetch may be retried later. */
function messagesOf(language: Language): Promise<Messages> {
  let pending = loaded.get(language)
  if (!pending) {
    pending = fetchMessages(language)
    loaded.set(language, pending)
    pending.catch(() => loaded.delete(language))
  }
  return pending
}

/** Switches to `language`, falling back to zh-Hans when its messages cannot be loaded. */
export async function switchLanguage(language: Language): Promise<Language> {
  let active = language
  let messages: Messages
  try {
    messages = await messagesOf(language)
  } catch {
    active = FALLBACK_LANGUAGE
    messages = await messagesOf(FALLBACK_LANGUAGE)
  }
  if (!i18next.hasResourceBundle(active, 'translation')) {
    i18next.addResourceBundle(active, 'translation', messages)
  }
  await i18next.changeLanguage(active)
  document.documentElement.lang = active
  return active
}

export async function initI18n(language: Language): Promise<Language> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return switchLanguage(language)
}

/**
 * Starts with messages that come in the bundle (the operator console's): no fetch, `t` answers at
 * once. `messages`: the nested messages by language; `language` falls back to zh-Hans's.
 */
export function initBundledI18n(language: Language, messages: Partial<Record<Language, Messages>>): Language {
  const resources = Object.fromEntries(Object.entries(messages).map(([code, translation]) => [code, { translation }]))
  // The lite instance's init and changeLanguage do their work before their first await.
  void i18next.init({ lng: language, fallbackLng: FALLBACK_LANGUAGE, resources, interpolation: { escapeValue: false }, returnNull: false })
  return language
}

export function currentLanguage(): Language {
  return (i18next.language as Language | undefined) ?? FALLBACK_LANGUAGE
}

export const t = i18next.t.bind(i18next)
