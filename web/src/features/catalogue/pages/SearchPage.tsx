import { SearchBar } from 'antd-mobile'
import { DeleteOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { TextLimits } from '@/client/textLimits'
import { FieldError } from '@/components/FieldError'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useTextCheck } from '@/lib/textRules'
import { addSearchHistory, clearSearchHistory, readSearchHistory } from '../searchHistory'
import styles from './SearchPage.module.css'

const KEYWORD = TextLimits['/app-api/product/spu/page'].keyword

/** Search: the keyword box (focused on arrival) and the recent searches. */
export default function SearchPage({ query }: PageProps<'search'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const [keyword, setKeyword] = useState(query.keyword ?? '')
  const [history, setHistory] = useState(readSearchHistory)
  const keywordCheck = useTextCheck(KEYWORD)

  const search = (value: string) => {
    const word = value.trim()
    if (!word || !keywordCheck.check(word)) return
    setHistory(addSearchHistory(word))
    // Search and its results share one history entry: back from the results leaves the search.
    nav.redirect('gameList', { keyword: word })
  }

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <SearchBar
          className={styles.input}
          autoFocus
          value={keyword}
          onChange={(value) => {
            setKeyword(value)
            keywordCheck.onChange(value)
          }}
          onSearch={search}
          placeholder={t('search.placeholder')}
        />
        <button type="button" className={styles.submit} onClick={() => search(keyword)} disabled={!keyword.trim()}>
          {t('search.submit')}
        </button>
      </div>
      <FieldError message={keywordCheck.error} className={styles.error} testId="search-error" />

      <section className={styles.section} aria-labelledby="search-history">
        <div className={styles.head}>
          <h2 id="search-history" className={styles.title}>
            {t('search.recent')}
          </h2>
          {history.length > 0 && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                clearSearchHistory()
                setHistory([])
              }}
              data-testid="clear-history"
            >
              <DeleteOutline />
              {t('search.clear')}
            </button>
          )}
        </div>
        {history.length === 0 ? (
          <p className={styles.empty}>{t('search.noRecent')}</p>
        ) : (
          <ul className={styles.chips}>
            {history.map((word) => (
              <li key={word}>
                <button type="button" className={styles.chip} onClick={() => search(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
