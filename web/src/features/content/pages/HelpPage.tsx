import { Collapse, Empty, SearchBar, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { FieldError } from '@/components/FieldError'
import { PageError, PageLoading } from '@/components/PageState'
import { RichText } from '@/components/RichText'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useTextCheck } from '@/lib/textRules'
import { useHelpAnswer, useHelpCategories, useHelpQuestions, type HelpQuestion } from '../helpApi'
import styles from './HelpPage.module.css'

const KEYWORD = TextLimits['/app-api/system/help/article/page'].keyword

/** The help centre (spec §2 user/help): questions by category with their answers, and a search. */
export default function HelpPage(_props: PageProps<'help'>) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const [keyword, setKeyword] = useState('')
  const keywordCheck = useTextCheck(KEYWORD)
  const categories = useHelpCategories(i18n.language)
  const [chosen, setChosen] = useState<string>()
  let body
  if (keyword) body = <Questions filter={{ keyword }} emptyText={t('help.noMatch', { keyword })} />
  else if (categories.isPending) body = <PageLoading />
  else if (categories.isError) {
    body = <PageError message={categories.error.message} onRetry={() => void categories.refetch()} />
  } else if (categories.data[0] === undefined) body = <Empty description={t('help.empty')} />
  else {
    const active = chosen ?? String(categories.data[0].id)
    body = (
      <>
        <Tabs activeKey={active} onChange={setChosen}>
          {categories.data.map((category) => (
            <Tabs.Tab key={category.id} title={category.name} />
          ))}
        </Tabs>
        <Questions filter={{ categoryId: Number(active) }} emptyText={t('help.empty')} />
      </>
    )
  }
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('help.searchPlaceholder')}
          onChange={keywordCheck.onChange}
          onSearch={(value) => keywordCheck.check(value) && setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
        <FieldError message={keywordCheck.error} testId="help-search-error" />
      </div>
      {body}
      <button type="button" className={styles.more} onClick={() => nav.go('feedback')} data-testid="help-feedback">
        {t('help.stillNeedHelp')}
      </button>
    </div>
  )
}

function Questions({ filter, emptyText }: { filter: { categoryId?: number; keyword?: string }; emptyText: string }) {
  const { i18n } = useTranslation()
  const questions = useHelpQuestions(i18n.language, filter)
  const [open, setOpen] = useState<string[]>([])
  if (questions.isPending) return <PageLoading />
  if (questions.isError) return <PageError message={questions.error.message} onRetry={() => void questions.refetch()} />
  if (questions.data.list.length === 0) return <Empty description={emptyText} data-testid="help-empty" />
  return (
    <Collapse activeKey={open} onChange={(keys) => setOpen(keys)} className={styles.questions}>
      {questions.data.list.map((question) => (
        <Collapse.Panel key={String(question.id)} title={question.title} data-testid="help-question">
          <Answer question={question} open={open.includes(String(question.id))} />
        </Collapse.Panel>
      ))}
    </Collapse>
  )
}

function Answer({ question, open }: { question: HelpQuestion; open: boolean }) {
  const { i18n } = useTranslation()
  const answer = useHelpAnswer(i18n.language, question.id, open)
  if (answer.isError) return <PageError message={answer.error.message} onRetry={() => void answer.refetch()} />
  if (!answer.data) return <PageLoading />
  return <RichText html={answer.data.content} testId="help-answer" />
}
