import { List, Radio, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { loadDictionary } from '../dictionary'
import { switchLanguage } from '@/lib/i18n'
import { browserLanguages, LANGUAGES, resolveLanguage, type LanguageSetting } from '@/lib/language'
import type { PageProps } from '@/lib/paths'
import { queryClient } from '@/lib/queryClient'
import { useSysStore } from '@/stores/sys'
import { LANGUAGE_NAMES } from '../languages'

const CHOICES: LanguageSetting[] = ['system', ...LANGUAGES]

export default function LanguagePage(_props: PageProps<'language'>) {
  const { t } = useTranslation()
  const stored = useSysStore((state) => state.language)
  const setLanguage = useSysStore((state) => state.setLanguage)
  const current: LanguageSetting = stored ?? 'system'

  const choose = async (choice: LanguageSetting) => {
    setLanguage(choice)
    const shown = await switchLanguage(resolveLanguage(choice, browserLanguages()))
    // Server texts (level names, dictionary labels, messages) come in the new language.
    await Promise.all([queryClient.invalidateQueries(), loadDictionary(shown).catch(() => undefined)])
    if (choice !== 'system' && shown !== choice) Toast.show(t('language.loadFailed'))
  }

  return (
    <Radio.Group value={current} onChange={(value) => void choose(value as LanguageSetting)}>
      <List>
        {CHOICES.map((choice) => (
          <List.Item
            key={choice}
            arrowIcon={false}
            extra={<Radio value={choice} id={`language-${choice}`} />}
            onClick={() => void choose(choice)}
          >
            {/* Names the radio; the row's tap chooses (the label's own would choose twice). */}
            <label htmlFor={`language-${choice}`} onClick={(event) => event.preventDefault()}>
              {label(choice)}
            </label>
          </List.Item>
        ))}
      </List>
    </Radio.Group>
  )

  function label(choice: LanguageSetting): string {
    return choice === 'system' ? t('language.system') : LANGUAGE_NAMES[choice]
  }
}
