/**
 * A stubbed server for tests that call the API: the global `fetch` answering each request with the
 * envelope a test chooses, and the request layer's toasts and loading recorded instead of shown.
 */
import { beforeEach, vi } from 'vitest'
import { configureHttpUi } from '@/lib/http/ui'

/** The API's envelope, as the server answers. */
export type Answer = { code: number; data: unknown; msg: string }

export const SUCCESS: Answer = { code: 0, data: true, msg: '' }

/**
 * Replaces `fetch` with a server answering `answer(url, request)` as JSON to every request (success
 * by default); what it was sent is in the returned mock's `calls`. `vi.unstubAllGlobals()` ends it.
 */
export function serve(answer: (url: URL, request: Request) => Answer = () => SUCCESS) {
  const fetchMock = vi.fn(async (request: Request) => {
    const body = answer(new URL(request.url), request)
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The request layer's toasts, loading and ended sessions, recorded afresh for each test of the file. */
export function recordHttpUi() {
  const ui = { toast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn(), sessionEnded: vi.fn() }
  beforeEach(() => {
    for (const recorded of Object.values(ui)) recorded.mockClear()
    configureHttpUi(ui)
  })
  return ui
}
