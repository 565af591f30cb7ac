import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const consoleFeatures = readdirSync(new URL('./src/admin/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Architecture §5: shared code flows lib → features → app; features (named like the backend's
 * domains) never import each other: a page that shows several is a route module in app/routes.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: compose them in app/routes, move what both use to lib/ or components/, or share a query key through lib/queryKeys.ts.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import app/: route paths and page props live in lib/paths.ts.',
  },
  ...['lib', 'components', 'stores'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/admin'],
    message: `${layer}/ is shared by every feature: it imports neither a feature nor app/ nor the console.`,
  })),
  // The API is called by features (and app/ wiring): lib/ outside the request layer, components/ and
  // stores/ never call it (types from client/schema are fine).
  {
    target: ['./src/lib/!(http)/**', './src/lib/*', './src/components/**', './src/stores/**'],
    from: ['./src/lib/http/index.ts', './src/lib/http/client.ts', './src/lib/http/upload.ts'],
    message: 'lib/, components/ and stores/ do not call the API: the call belongs to the feature that owns it.',
  },
  // The operator console (/admin) is a separate entry: it shares lib/ and the API types with the shop,
  // never the shop's screens, stores or app shell, and the shop never imports it.
  {
    target: './src/admin',
    from: ['./src/features', './src/app', './src/stores', './src/components'],
    message: 'The console does not import the shop: share code through lib/.',
  },
  {
    target: ['./src/features', './src/app', './src/components', './src/stores'],
    from: './src/admin',
    message: 'The shop does not import the operator console.',
  },
  ...consoleFeatures.map((feature) => ({
    target: `./src/admin/features/${feature}`,
    from: './src/admin/features',
    except: [`./${feature}`],
    message: 'A console feature does not import another: move what both use to admin/lib or admin/components.',
  })),
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/client/schema.d.ts', 'e2e/artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests run on @playwright/test: node:test's would never run there.
    files: ['e2e/tests/**/*.mjs', 'e2e/runner-test/specs/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'node:test', message: "Take test, before, after and afterEach from e2e/support.mjs (Playwright's)." },
      ],
    },
  },
  {
    // The service worker runs in the browser's worker scope.
    files: ['serviceWorker/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
)
