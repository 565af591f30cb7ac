import { api, unwrap } from './http'
import { formWithLanguage } from './http/context'

/** What the server takes for one file (its upload_max_bytes default). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** For a file the browser gave no type: the extensions of the same kinds. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const

export type ImageRefusal = 'type' | 'tooLarge'

/** Why the server would refuse this file as an image, or null when it may be sent. */
export function refuseImage(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes = IMAGE_MAX_BYTES): ImageRefusal | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : ''
  const known = file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  if (!known) return 'type'
  if (file.size > maxBytes) return 'tooLarge'
  return null
}

export interface UploadOptions {
  /** Count towards the app-wide loading indicator (default true); false where the screen shows its own. */
  showLoading?: boolean
  /** Toast the server's reason on failure (default true). */
  showError?: boolean
}

/** A phone on a slow network may need longer than an API call's usual wait to send 2 MB. */
const UPLOAD_TIMEOUT_MS = 30_000

/** Spec §9: at most this many uploads at once; the others wait their turn. */
export const UPLOAD_CONCURRENCY = 5

/** Runs `task` when fewer than `limit` tasks run, in the order asked. */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running -= 1
    waiting.shift()?.()
  }
  return (task) =>
    new Promise((resolve, reject) => {
      const start = () => {
        running += 1
        task().then(resolve, reject).finally(next)
      }
      if (running < limit) start()
      else waiting.push(start)
    })
}

const uploadSlot = concurrencyLimit(UPLOAD_CONCURRENCY)

/** Uploads an image the member chose; answers its public URL. */
export function uploadImage(file: File, { showLoading = true, showError = true }: UploadOptions = {}): Promise<string> {
  return uploadSlot(() =>
    unwrap(
      api.POST('/app-api/infra/file/upload', {
        body: { file },
        bodySerializer: formWithLanguage,
        auth: true,
        showLoading,
        showError,
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    ),
  )
}
