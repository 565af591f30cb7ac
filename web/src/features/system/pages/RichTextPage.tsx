import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import styles from './RichTextPage.module.css'

/** The documents the app ships; each exists in every language under public/docs. */
export const DOCUMENTS = ['user-agreement', 'privacy-policy'] as const
type DocumentName = (typeof DOCUMENTS)[number]

function isDocument(name: string | undefined): name is DocumentName {
  return (DOCUMENTS as readonly string[]).includes(name ?? '')
}

async function fetchDocument(name: DocumentName, language: string): Promise<string> {
  const response = await fetch(`docs/${name}.${language}.html`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.text()
}

export default function RichTextPage({ query }: PageProps<'richText'>) {
  const { t, i18n } = useTranslation()
  const name = query.doc
  const document = useQuery({
    queryKey: ['richtext', name, i18n.language],
    queryFn: () => fetchDocument(name as DocumentName, i18n.language),
    enabled: isDocument(name),
    staleTime: Infinity,
  })
  if (!isDocument(name)) return <PageError message={t('richtext.unknown')} />
  if (document.isPending) return <PageLoading />
  if (document.isError) return <PageError message={t('common.loadFailed')} onRetry={() => void document.refetch()} />
  // Our own shipped documents, not user content, so they are rendered as they are.
  return <article className={styles.article} dangerouslySetInnerHTML={{ __html: document.data }} />
}
