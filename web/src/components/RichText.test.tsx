import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './RichText'

describe('sanitizeRichText', () => {
  it('keeps the content and drops what could run script or style the page', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="/uploads/a.png" onerror="y()">' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a><iframe src="https://e.x"></iframe>' +
        '<style>body{display:none}</style></p>',
    )
    expect(out).not.toMatch(/onclick|onerror|script|javascript:|iframe|style/)
    expect(out).toContain('Hi')
    expect(out).toContain('<img src="/uploads/a.png" loading="lazy" decoding="async">')
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>')
  })
})
