import { t } from '@/lib/i18n'
import { ApiError, NETWORK_CODE } from './errors'

/** The answer of every /app-api call (the generated types narrow it per operation). */
export interface Envelope {
  code: number
  data?: unknown
  msg: string
}

/**
 * The answer's `data`, typed from the operation: `const order = await unwrap(api.GET(path, init))`.
 * The request layer has already turned every failure into an ApiError.
 */
export async function unwrap<E extends Envelope>(
  call: Promise<{ data?: E; error?: unknown }>,
): Promise<Extract<E, { code: 0 }>['data']> {
  const { data: envelope } = await call
  if (envelope?.code !== 0) throw new ApiError(envelope?.code ?? NETWORK_CODE, envelope?.msg || t('http.status500'))
  return (envelope as Extract<E, { code: 0 }>).data
}
