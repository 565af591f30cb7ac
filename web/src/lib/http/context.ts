import { currentLanguage } from '@/lib/i18n'
import { currentPlatform, terminalOf } from '@/lib/platform'

export const TENANT_ID = '1'

/**
 * Who and where is asking, on every call: tenant, terminal, platform and language headers; the
 * language also on the query of a GET and in the body of other methods (spec §7: query, then body,
 * then header). A body the caller gave gets it from {@link bodyWithLanguage}.
 */
export function withContext(request: Request): Request {
  const language = currentLanguage()
  const platform = currentPlatform()
  const headers = new Headers(request.headers)
  headers.set('tenant-id', TENANT_ID)
  headers.set('terminal', String(terminalOf(platform)))
  headers.set('platform', platform)
  headers.set('content-language', language)
  if (request.method === 'GET') {
    const url = new URL(request.url)
    url.searchParams.set('language', language)
    return new Request(url, { method: 'GET', headers })
  }
  if (request.body === null) {
    headers.set('content-type', 'application/json')
    return new Request(request, { headers, body: JSON.stringify({ language }) })
  }
  return new Request(request, { headers })
}

/** The client's body serializer: JSON objects and forms (uploads) carry the language. */
export function bodyWithLanguage(body: unknown): string | FormData {
  const language = currentLanguage()
  if (body instanceof FormData) {
    body.set('language', language)
    return body
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return JSON.stringify({ ...body, language })
  return JSON.stringify(body)
}

/** The body serializer of a multipart call (an upload): its fields as a form, with the language. */
export function formWithLanguage(fields: Record<string, string | Blob>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return bodyWithLanguage(form) as FormData
}
