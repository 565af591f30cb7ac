/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin as CssPlugin } from 'postcss'
import { defineConfig } from 'vite'
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

export default defineConfig({
  base: './',
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      threshold: 1024,
    }),
  ],
  css: { postcss: { plugins: [scaleFontSizes] } },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zustand|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            {
              // Small app modules the first screen and later screens share: one file instead of six.
              name: 'shared',
              test: /src[\\/](lib[\\/](queryClient|pagination|money|paths|navigation)\.ts|stores[\\/]cart\.ts|features[\\/]catalog[\\/](listQuery|categoryTree)\.ts)$/,
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
