import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styles from './RichText.module.css'

const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'hr', 'span',
]
const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'loading', 'decoding', 'rel']

/**
 * Store content (activity, news and help bodies) as the server stored it, cleaned again here: the
 * server sanitizes on the way in, and the page still never trusts markup on the way out. Images
 * load lazily; links leave the app in a new context without an opener.
 */
export function sanitizeRichText(markup: string): string {
  const clean = DOMPurify.sanitize(markup, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
  const template = document.createElement('template')
  template.innerHTML = clean
  for (const image of template.content.querySelectorAll('img')) {
    image.setAttribute('loading', 'lazy')
    image.setAttribute('decoding', 'async')
  }
  for (const link of template.content.querySelectorAll('a')) {
    link.setAttribute('rel', 'noopener noreferrer')
    link.setAttribute('target', '_blank')
  }
  return template.innerHTML
}

export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html])
  return <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
}
