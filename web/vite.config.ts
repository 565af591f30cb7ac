/// <reference types="vitest/config" />
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

export default defineConfig({
  base: './',
  plugins: [
    react(),
    antdLegacyRender,
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      threshold: 1024,
    }),
  ],
  css: { postcss: { plugins: [scaleFontSizes] } },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: { proxy: { '/app-api': api } },
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
              test: /node_modules[\\/](classnames|tslib|react-is)[\\/]|antd-mobile[\\/]es[\\/](locales[\\/](base|zh-CN)|components[\\/]config-provider[\\/]|global[\\/]|components[\\/]skeleton[\\/]|utils[\\/](native-props|with-default-props|unstable-render|can-use-dom|merge-props|should-render|use-initialized|get-container|render-to-container|render-to-body|attach-properties-to-component)\.js)|ahooks[\\/]es[\\/]utils[\\/]index|rc-util[\\/]lib[\\/]warning|src[\\/]app[\\/]stubs[\\/]/,
              priority: 7,
            },
            {
              // Small app modules the first screen and later screens share: one file instead of six.
              name: 'shared',
              test: /src[\\/](lib[\\/](queryClient|pagination|money|paths|navigation|router)\.tsx?|stores[\\/]cart\.ts|components[\\/](GameCard|Price)\.tsx|components[\\/](TabFrame|GameCard|Price)\.module\.css|features[\\/]catalog[\\/](api|listQuery|categoryTree)\.ts)$|antd-mobile-icons[\\/]es[\\/](SearchOutline|RightOutline)\.js$/,
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
