import { FONT_SIZES, type ColorMode, type FontSize } from '@/stores/sys'

/** The colour mode in force: the system's when following it, else the chosen one. */
export function effectiveMode(mode: ColorMode, modeAuto: boolean, systemPrefersDark: boolean): ColorMode {
  if (!modeAuto) return mode
  return systemPrefersDark ? 'dark' : 'light'
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
}

/** Applies mode and font size to the document (antd-mobile reads data-prefers-color-scheme). */
export function applyTheme(mode: ColorMode, fontSize: FontSize): void {
  const root = document.documentElement
  root.setAttribute('data-prefers-color-scheme', mode)
  root.dataset.theme = mode
  root.style.setProperty('--app-font-size', `${fontSize}px`)
  // Every text size in the app's CSS is multiplied by this (vite.config.ts, scaleFontSizes).
  root.style.setProperty('--app-font-scale', String(fontSize / FONT_SIZES[0]))
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#141414' : '#ffffff')
}
