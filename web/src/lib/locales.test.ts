/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Checks the shipped message files and legal documents against each other and against the code:
 * zh-Hans.json is the source; every other language must have the same keys and placeholders.
 */

const SOURCE = 'zh-Hans'
const TRANSLATIONS = ['en', 'zh-Hant', 'ja'] as const
const LANGUAGES = [SOURCE, ...TRANSLATIONS] as const
const DOCUMENTS = ['user-agreement', 'privacy-policy'] as const

type Flat = Record<string, unknown>

// Held in a variable on purpose: Vite rewrites a literal `new URL('…', import.meta.url)` (asset handling),
// which would point these paths at the dev server instead of the disk.
const here = import.meta.url

function readLocale(language: string): unknown {
  const file = new URL(`../../public/locales/${language}.json`, here)
  return JSON.parse(readFileSync(file, 'utf8')) as unknown
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; leaves that are not plain objects are kept as they are. */
function flatten(value: unknown, prefix = '', into: Flat = {}): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into)
    }
  } else {
    into[prefix] = value
  }
  return into
}

function placeholders(value: unknown): string[] {
  const names = [...String(value).matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? '')
  return [...new Set(names)].sort()
}

const messages: Record<string, Flat> = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(readLocale(language))]),
)
const source = messages[SOURCE] as Flat
const sourceKeys = Object.keys(source).sort()

describe('locale files', () => {
  it('zh-Hans.json has messages', () => {
    expect(sourceKeys.length).toBeGreaterThan(0)
  })

  it.each(TRANSLATIONS)('%s.json has exactly the keys of zh-Hans.json', (language) => {
    expect(Object.keys(messages[language] as Flat).sort()).toEqual(sourceKeys)
  })

  it.each(LANGUAGES)('%s.json has only non-empty string values', (language) => {
    const bad = Object.entries(messages[language] as Flat)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key)
    expect(bad).toEqual([])
  })

  it.each(TRANSLATIONS)('%s.json uses the same {{placeholders}} as zh-Hans.json', (language) => {
    const translated = messages[language] as Flat
    const mismatched = sourceKeys
      .filter((key) => key in translated)
      .filter((key) => placeholders(translated[key]).join() !== placeholders(source[key]).join())
      .map((key) => `${key}: ${placeholders(source[key]).join()} ≠ ${placeholders(translated[key]).join()}`)
    expect(mismatched).toEqual([])
  })

  it.each(TRANSLATIONS)('%s.json is not a copy of zh-Hans.json', (language) => {
    const translated = messages[language] as Flat
    // Short words can legitimately be the same (取消, 大, …), and traditional Chinese shares many
    // more of them with simplified (收藏, 全部, 评价 → 評價 differs but 收藏 does not); a copied file
    // would repeat nearly everything.
    const share = language === 'zh-Hant' ? 4 : 10
    const allowed = Math.max(10, Math.floor(sourceKeys.length / share))
    const same = sourceKeys.filter(
      (key) =>
        key !== 'app.name' &&
        /\p{L}/u.test(String(source[key])) &&
        translated[key] === source[key],
    )
    expect(same.length, `identical to zh-Hans: ${same.join(', ')}`).toBeLessThanOrEqual(allowed)
  })
})

describe('translation keys used in the code', () => {
  const srcDir = new URL('../', here)
  // The operator console has its own texts (admin/locales/*.json, bundled), whose keys tsc checks.
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/^admin[\\/]/.test(name))
    .sort()
  // A call of `t` with a quoted literal key as its first argument.
  const call = /\bt\(\s*(['"])([^'"\n]+)\1/g

  const used = new Map<string, string[]>()
  for (const name of files) {
    const text = readFileSync(new URL(name.replaceAll('\\', '/'), srcDir), 'utf8')
    for (const match of text.matchAll(call)) {
      const key = match[2] as string
      if (key.includes('${')) continue
      used.set(key, [...(used.get(key) ?? []), name])
    }
  }

  it('finds keys to check', () => {
    expect(used.size).toBeGreaterThan(0)
  })

  it('every literal key exists in zh-Hans.json', () => {
    const missing = [...used]
      .filter(([key]) => typeof source[key] !== 'string')
      .map(([key, where]) => `${key} (${[...new Set(where)].join(', ')})`)
    expect(missing).toEqual([])
  })
})

describe('legal documents', () => {
  const cases = DOCUMENTS.flatMap((document) => LANGUAGES.map((language) => [document, language] as const))

  function readDocument(document: string, language: string): string {
    return readFileSync(new URL(`../../public/docs/${document}.${language}.html`, here), 'utf8')
  }

  function outline(html: string): Record<string, number> {
    const count = (tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0
    return { h1: count('h1'), h2: count('h2'), li: count('li') }
  }

  it.each(cases)('%s.%s.html exists and is not empty', (document, language) => {
    const file = new URL(`../../public/docs/${document}.${language}.html`, here)
    expect(existsSync(file)).toBe(true)
    expect(readDocument(document, language).trim()).not.toBe('')
  })

  it.each(cases)('%s.%s.html is a plain fragment', (document, language) => {
    const html = readDocument(document, language)
    expect(html).not.toMatch(/<\/?(html|head|body|script|style)[\s>]/i)
    expect(html).not.toMatch(/\sstyle\s*=/i)
    expect(html).not.toMatch(/\son\w+\s*=/i)
    expect(html).toContain('2026-11-22')
  })

  it.each(cases)('%s.%s.html has the same outline as the English version', (document, language) => {
    expect(outline(readDocument(document, language))).toEqual(outline(readDocument(document, 'en')))
  })
})

describe('English navigation titles', () => {
  // Decision: titles of the navigation bar in Title Case; texts inside screens in sentence case.
  const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'at', 'by'])
  const en = flatten(readLocale('en'))
  const titles = Object.entries(en).filter(([key]) => key.startsWith('route.') && key !== 'route.tabs')

  it.each(titles)('%s is in Title Case', (_key, title) => {
    const words = String(title).split(/\s+/)
    const lowered = words.filter((word, index) => /^[a-z]/.test(word) && (index === 0 || !SMALL_WORDS.has(word)))
    expect(lowered).toEqual([])
  })
})
