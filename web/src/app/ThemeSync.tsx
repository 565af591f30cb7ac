import { useEffect, useState } from 'react'
import { applyTheme, effectiveMode, systemPrefersDark } from '@/lib/theme'
import { useSysStore } from '@/stores/sys'

/** Keeps the document's colour mode and font size in step with the settings (and the system). */
export function ThemeSync() {
  const { mode, modeAuto, fontSize } = useSysStore()
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark)

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)')
    if (!query) return
    const listener = (event: MediaQueryListEvent) => setPrefersDark(event.matches)
    query.addEventListener('change', listener)
    return () => query.removeEventListener('change', listener)
  }, [])

  useEffect(() => {
    applyTheme(effectiveMode(mode, modeAuto, prefersDark), fontSize)
  }, [mode, modeAuto, fontSize, prefersDark])
  return null
}
