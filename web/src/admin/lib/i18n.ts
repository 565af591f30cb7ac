import { consoleLanguage, type ConsoleLanguage } from './language'
import { MESSAGES, type MessageKey } from './messages'

const language: ConsoleLanguage = consoleLanguage()

/** The console's text for `key` in the operator's language, `{name}` placeholders filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[language][key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export function currentLanguage(): ConsoleLanguage {
  return language
}
