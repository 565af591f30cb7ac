/**
 * The part of i18next (v26) the app uses, without the rest of its 15 KB (gzip) on the first screen
 * (with react-i18next, 17 of a 131 KB first screen; this is 1 KB). Same API, imported by path: one instance with
 * nested JSON messages per language in the `translation` namespace, `t(key, options)` looking the key
 * up in the language then `fallbackLng`, plurals by `Intl.PluralRules` (`key_zero` for 0, then
 * `key_one`/`key_other`…, then `key`), `{{name}}` interpolation (values escaped unless
 * `interpolation.escapeValue` is false; a variable not passed stays as written), `defaultValue`, the
 * key itself when nothing is found, and a `languageChanged` event. Namespaces in keys (`ns:key`),
 * nesting (`$t(…)`), formatters, context and backends are not there: the messages use none of them.
 */

export type TOptions = Record<string, unknown> & { defaultValue?: string; count?: number }
export type TFunction = (key: string, options?: TOptions) => string
type Messages = Record<string, unknown>

export interface InitOptions {
  lng?: string
  fallbackLng?: string
  resources?: Record<string, Record<string, Messages>>
  interpolation?: { escapeValue?: boolean }
  returnNull?: boolean
}

export interface ThirdPartyModule {
  type: '3rdParty'
  init(instance: I18n): void
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '/': '&#x2F;' }
const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key)
const plurals = new Map<string, Intl.PluralRules>()

function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    plurals.set(language, rules)
  }
  return rules.select(count)
}

function lookup(messages: unknown, key: string): unknown {
  let node = messages
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !own(node, part)) return undefined
    node = (node as Messages)[part]
  }
  return node
}

export class I18n {
  /** Undefined until `init` (typed as i18next types it). */
  language!: string
  isInitialized = false
  options: InitOptions = {}
  private store: Record<string, Record<string, Messages>> = {}
  private modules: ThirdPartyModule[] = []
  private listeners = new Set<(language: string) => void>()

  use(module: ThirdPartyModule): this {
    this.modules.push(module)
    return this
  }

  async init(options: InitOptions): Promise<TFunction> {
    this.options = options
    this.store = { ...options.resources }
    for (const module of this.modules) module.init(this)
    this.isInitialized = true
    return this.changeLanguage(options.lng)
  }

  async changeLanguage(language: string | undefined): Promise<TFunction> {
    if (language) {
      this.language = language
      for (const listener of [...this.listeners]) listener(language)
    }
    return this.t
  }

  on(_event: 'languageChanged', listener: (language: string) => void): this {
    this.listeners.add(listener)
    return this
  }

  off(_event: 'languageChanged', listener: (language: string) => void): this {
    this.listeners.delete(listener)
    return this
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.store[language]?.[namespace])
  }

  addResourceBundle(language: string, namespace: string, messages: Messages): this {
    const bundles = (this.store[language] ??= {})
    bundles[namespace] = { ...bundles[namespace], ...messages }
    return this
  }

  /** `t` in `language` whatever the current language is (react-i18next's hook holds one per language). */
  getFixedT(language: string | undefined): TFunction {
    return (key, options) => this.translate(key, options, language)
  }

  t: TFunction = (key, options) => this.translate(key, options, this.language)

  private translate(key: string, options: TOptions = {}, language: string | undefined): string {
    if (key == null) return ''
    const count = options.count
    const plural = count !== undefined && typeof count !== 'string'
    let found: unknown
    for (const code of new Set([language, this.options.fallbackLng])) {
      if (!code) continue
      const messages = this.store[code]?.translation
      const keys = plural
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(code, Number(count))}`, key]
        : [key]
      for (const candidate of keys) {
        found = lookup(messages, candidate)
        if (found !== undefined && found !== null) break
      }
      if (found !== undefined && found !== null) break
    }
    if (found !== null && typeof found === 'object') return `key '${key} (${this.language})' returned an object instead of string.`
    const text = found === undefined || found === null ? (options.defaultValue ?? String(key)) : String(found)
    return this.interpolate(text, options)
  }

  private interpolate(text: string, options: TOptions): string {
    const escape = this.options.interpolation?.escapeValue !== false
    return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
      const variable = name.trim()
      const value = own(options, variable) ? options[variable] : lookup(options, variable)
      if (value === undefined) return own(options, variable) ? '' : match
      const string = value === null ? '' : String(value)
      return escape ? string.replace(/[&<>"'/]/g, (character) => ENTITIES[character] ?? character) : string
    })
  }
}

const i18next = new I18n()
export default i18next
