import { useEffect } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { LANGUAGES, type Language } from '@/lib/language'

/** The language this tab last told the server (sessionStorage: each opening of the app tells it once). */
const TOLD_KEY = 'member-language'

function useTellLanguage() {
  return useMutation({
    mutationFn: (language: Language) =>
      unwrap(api.PUT('/app-api/member/user/update-language', { body: { language }, auth: true, showError: false })),
    onSuccess: (_answer, language) => sessionStorage.setItem(TOLD_KEY, language),
  })
}

/**
 * Tells the server which language the member uses the app in, once per opening of the app and on
 * each change, so what the store writes to them later (a reminder, a reply, a refund) is in it.
 * A login tells it too. Renders nothing.
 */
export function MemberLanguageSync(): null {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const language = i18n.language
  const { mutate } = useTellLanguage()
  useEffect(() => {
    if (!loggedIn || !isAppLanguage(language) || sessionStorage.getItem(TOLD_KEY) === language) return
    mutate(language)
  }, [loggedIn, language, mutate])
  return null
}

function isAppLanguage(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language)
}
