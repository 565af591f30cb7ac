// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })

/** The import rules `code` breaks when it stands at `file` (a path under web/). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => rule.startsWith('import-x/'))
}

// Linting loads the parser and resolves imports from disk: seconds on a loaded machine.
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    expect(await broken('src/features/cart/x.ts', "export { SortBar } from '@/features/catalog/components/SortBar'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await broken('src/features/cart/x.ts', "export { useStatusLabel } from '../order/components/labels'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('refuses a feature importing app/, and lib/ or components/ importing a feature', async () => {
    expect(await broken('src/features/cart/x.ts', "export { ROUTES } from '@/app/routes'\n")).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/lib/x.ts', "export { shownPrice } from '../features/cart/cartLines'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await broken('src/components/x.ts', "export { ROUTES } from '@/app/routes'\n")).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a feature import its own modules, lib/ and components/', async () => {
    const code = "export { shownPrice } from '../cartLines'\nexport { PATHS } from '@/lib/paths'\nexport { NavBar } from '@/components/NavBar'\n"
    expect(await broken('src/features/cart/pages/x.ts', code)).toEqual([])
  })

  it('refuses an import cycle', async () => {
    // lib/navigation imports lib/paths: paths importing navigation back closes a cycle.
    expect(await broken('src/lib/paths.ts', "export { useNav } from './navigation'\n")).toEqual(['import-x/no-cycle'])
  })
})
