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
    expect(await broken('src/features/trade/x.ts', "export { SortBar } from '@/features/catalogue/components/SortBar'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await broken('src/features/trade/x.ts', "export { LIST_NAMES } from '../catalogue/listQuery'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('refuses a feature importing app/, and lib/ or components/ importing a feature', async () => {
    expect(await broken('src/features/trade/x.ts', "export { ROUTES } from '@/app/routes'\n")).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/lib/x.ts', "export { shownPrice } from '@/features/trade/cartLines'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await broken('src/components/x.ts', "export { ROUTES } from '@/app/routes'\n")).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a feature import its own modules, lib/ and components/', async () => {
    const code = "export { shownPrice } from '../cartLines'\nexport { PATHS } from '@/lib/paths'\nexport { NavBar } from '@/components/NavBar'\n"
    expect(await broken('src/features/trade/pages/x.ts', code)).toEqual([])
  })

  it('lets a route module in app/routes compose several features', async () => {
    const code = "export { useUserInfo } from '@/features/identity/api'\nexport { useWallet } from '@/features/pay/wallet'\n"
    expect(await broken('src/app/routes/x.ts', code)).toEqual([])
  })

  it('refuses lib/, components/ and stores/ calling the API, but not the request layer itself', async () => {
    const call = "export { api } from '@/lib/http'\n"
    expect(await broken('src/lib/x.ts', call)).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/lib/i18next-lite/x.ts', call)).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/components/x.ts', "export { api } from '@/lib/http/client'\n")).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/stores/x.ts', call)).toEqual(['import-x/no-restricted-paths'])
    expect(await broken('src/lib/x.ts', "export { ApiError } from './http/errors'\n")).toEqual([])
    expect(await broken('src/lib/http/x.ts', "export { api } from './client'\n")).toEqual([])
  })

  it('refuses an import cycle', async () => {
    // lib/navigation imports lib/paths: paths importing navigation back closes a cycle.
    expect(await broken('src/lib/paths.ts', "export { useNav } from './navigation'\n")).toEqual(['import-x/no-cycle'])
  })
})
