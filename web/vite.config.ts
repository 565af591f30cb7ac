/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin as CssPlugin } from 'postcss'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

const api = process.env.GAMESTORE_API ?? 'http://127.0.0.1:8000'

/**
 * Every text size in px (the app's and antd-mobile's, font-size and --*font-size variables) becomes
 * `calc(Npx * var(--app-font-scale, 1))`, so the font-size setting (lib/theme.ts) scales all text.
 */
const scaleFontSizes: CssPlugin = {
  postcssPlugin: 'scale-font-sizes',
  Declaration(declaration) {
    if (!declaration.prop.includes('font-size') || declaration.prop.startsWith('--app-')) return
    if (declaration.value.includes('--app-font-scale')) return
    declaration.value = declaration.value.replace(/(\d*\.?\d+)px/g, 'calc($1px * var(--app-font-scale, 1))')
  },
}

/** antd-mobile's React ≤ 17 render path, never taken (see the stub), resolved to the stub. */
const antdLegacyRender: Plugin = {
  name: 'antd-legacy-render-stub',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './render' && importer && /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(importer)) {
      return fileURLToPath(new URL('./src/app/stubs/antdLegacyRender.ts', import.meta.url))
    }
    return null
  },
}

/**
 * The home page's chunk, and its styles, fetched alongside the entry rather than once the entry has
 * run: most visits open on the home, whose banner (the first screen's largest picture) waits for it.
 * A deep link pays a few KB for it; the server cannot tell, the route being after the '#'.
 */
const preloadHomeChunk: Plugin = {
  name: 'preload-home-chunk',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const home = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && Boolean(output.facadeModuleId?.endsWith('/app/routes/HomePage.tsx')),
      )
      if (home?.type !== 'chunk') throw new Error('preload-home-chunk: no chunk for the home page in the build')
      const styles = [...(home.viteMetadata?.importedCss ?? [])]
      return [
        { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${home.fileName}` }, injectTo: 'head' },
        ...styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        })),
      ]
    },
  },
}

/**
 * The service worker (serviceWorker/sw.js) as dist/sw.js, with this release's name (a hash of every
 * file the build wrote, so each release is a new worker that replaces the last and its caches) and
 * the app shell's files: those index.html loads, every language's messages and the icon. Emitted
 * into the bundle rather than copied from public/, so the compression plugin sees its final text.
 */
const serviceWorkerBuild: Plugin = {
  name: 'service-worker-build',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html']
    if (page?.type !== 'asset') throw new Error('service-worker-build: no index.html in the build')
    const html = String(page.source)
    const loaded = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => match[1])
    const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
    const locales = readdirSync(`${publicDir}locales`).map((name) => `locales/${name}`)
    const shell = [...new Set([...loaded, ...locales, 'favicon.svg'])].sort()
    const release = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).update(html)
    for (const file of locales) release.update(readFileSync(`${publicDir}${file}`))
    const source = readFileSync(fileURLToPath(new URL('./serviceWorker/sw.js', import.meta.url)), 'utf8')
      .replace("'__RELEASE__'", JSON.stringify(release.digest('hex').slice(0, 16)))
      .replace("['__SHELL_FILES__']", JSON.stringify(shell))
    this.emitFile({ type: 'asset', fileName: 'sw.js', source })
  },
}

/**
 * The operator console (admin.html, served at /admin): built apart from the shop (`vite build --mode
 * console`, into the same dist), so that sharing libraries with it never changes how the shop's
 * files are split, and the shop never loads a byte of it.
 */
const consoleBuild = defineConfig({
  base: './',
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      threshold: 1024,
    }),
  ],
  publicDir: false,
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    emptyOutDir: false,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: { input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) } },
  },
})

const shopBuild = defineConfig({
  base: './',
  plugins: [
    react(),
    antdLegacyRender,
    preloadHomeChunk,
    serviceWorkerBuild,
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      // Down to half a KB: the first screen's runtime (0.7 KB) is sent in half that.
      threshold: 512,
    }),
  ],
  css: { postcss: { plugins: [scaleFontSizes] } },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: { proxy: { '/app-api': api, '/admin-api': api } },
  build: {
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every screen runs on, in one file rather than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand)[\\/]|src[\\/]lib[\\/]i18next-lite[\\/]/,
              priority: 10,
            },
            {
              // Animation and gesture code: only with what animates (toast, popups, pull to refresh),
              // never in a chunk the first screen shares.
              name: 'motion',
              test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/,
              priority: 8,
            },
            {
              // The antd-mobile core the first screen's components stand on, apart from the toast's
              // code (which imports the animation library) that it used to share a chunk with.
              name: 'antd-base',
              test: /node_modules[\\/](classnames|tslib|react-is)[\\/]|antd-mobile[\\/]es[\\/](locales[\\/](base|zh-CN)|components[\\/](config-provider|dot-loading)[\\/]|global[\\/]|components[\\/]skeleton[\\/]|utils[\\/](native-props|with-default-props|unstable-render|can-use-dom|merge-props|should-render|use-initialized|get-container|render-to-container|render-to-body|attach-properties-to-component)\.js)|ahooks[\\/]es[\\/]utils[\\/]index|rc-util[\\/]lib[\\/]warning|src[\\/]app[\\/]stubs[\\/]/,
              priority: 7,
            },
            {
              // Small app modules the first screen and later screens share: one file instead of six.
              name: 'shared',
              test: /src[\\/](lib[\\/](queryClient|queryKeys|pagination|pageData|money|paths|navigation|router)\.tsx?|features[\\/]library[\\/](steamLibrary\.ts|components[\\/]SteamOwnedMark\.tsx)|features[\\/]catalogue[\\/](cardMark|starDeals)\.ts|stores[\\/](cart|dict)\.ts|components[\\/]Price\.tsx|components[\\/](TabFrame|Price)\.module\.css|features[\\/]system[\\/]appInfo\.ts|features[\\/]growth[\\/]components[\\/]ShareButton\.(tsx|module\.css)|features[\\/]catalogue[\\/](components[\\/]GameCard\.tsx|components[\\/]GameCard\.module\.css|api\.ts|listQuery\.ts|categoryTree\.ts))$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
})

export default defineConfig(({ mode }) => (mode === 'console' ? consoleBuild : shopBuild))
