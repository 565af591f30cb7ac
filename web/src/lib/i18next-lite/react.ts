/**
 * The part of react-i18next (v17) the app uses (see ./index.ts for why it is the app's own). `useTranslation()` answers `{ t, i18n, ready }` for the instance registered by
 * `initReactI18next` (or `setI18n`), re-rendering when its language changes; `t` is fixed to that
 * language and changes with it. Without a registered instance (component tests), `t` answers the
 * `defaultValue` or the key and `i18n` is empty, as react-i18next's. No namespaces, key prefixes,
 * Suspense or `Trans`: the app's messages are loaded before its first render.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { I18n, TFunction, ThirdPartyModule } from './index'

let registered: I18n | undefined

export function setI18n(instance: I18n): void {
  registered = instance
}

export function getI18n(): I18n | undefined {
  return registered
}

export const initReactI18next: ThirdPartyModule = { type: '3rdParty', init: setI18n }

const notReadyT: TFunction = (key, options) => (typeof options?.defaultValue === 'string' ? options.defaultValue : key)
const noInstance = {} as I18n

export interface UseTranslationResponse {
  t: TFunction
  i18n: I18n
  ready: boolean
}

export function useTranslation(): UseTranslationResponse {
  const i18n = registered
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n?.on('languageChanged', changed)
      return () => void i18n?.off('languageChanged', changed)
    },
    [i18n],
  )
  const language = useSyncExternalStore(subscribe, () => i18n?.language)
  return useMemo(
    () =>
      i18n
        ? { t: i18n.getFixedT(language), i18n, ready: true }
        : { t: notReadyT, i18n: noInstance, ready: false },
    [i18n, language],
  )
}
