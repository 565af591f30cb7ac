import { useEffect } from 'react'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from './http'
import { useTranslation } from './i18next-lite/react'
import { LANGUAGES, type Language } from './language'

/** The language this tab last told the server (sessionStorage: each opening of the app tells it once). */
const TOLD_KEY = 'member-language'

/**
 * Tells the server which language the member uses the app in, once per opening of the app and on
 * each change, so what the store writes to them later (a reminder, a reply, a refund) is in it.
 * A login tells it too.
 */
export function useMemberLanguageSync(): void {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const language = i18n.language
  useEffect(() => {
    if (!loggedIn || !isAppLanguage(language) || sessionStorage.getItem(TOLD_KEY) === language) return
    void unwrap(api.PUT('/app-api/member/user/update-language', { body: { language }, auth: true, showError: false }))
      .then(() => sessionStorage.setItem(TOLD_KEY, language))
      .catch(() => undefined)
  }, [loggedIn, language])
}

function isAppLanguage(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language)
}
