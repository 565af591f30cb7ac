/** A failed call: `code` is the envelope's code (or the HTTP status / a transport failure code). */
export class ApiError extends Error {
  readonly code: number
  /** What the server answered beside the refusal (e.g. the base game a DLC needs); checked by whoever reads it. */
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.data = data
  }
}

export const TIMEOUT_CODE = 408
export const NETWORK_CODE = -1

/** Spec §8: message keys for HTTP statuses (texts in the locale files, zh-Hans verbatim). */
const STATUS_KEYS: Record<number, string> = {
  400: 'http.status400',
  401: 'http.status401',
  403: 'http.status403',
  404: 'http.status404',
  408: 'http.status408',
  429: 'http.status429',
  500: 'http.status500',
  501: 'http.status501',
  502: 'http.status502',
  503: 'http.status503',
  504: 'http.status504',
  505: 'http.status505',
}

export function statusMessageKey(status: number): string {
  return STATUS_KEYS[status] ?? 'http.default'
}
