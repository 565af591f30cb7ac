import { api } from './client'
import { unwrap } from './unwrap'
import { formWithLanguage } from './context'

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
  /** private: only the member can open it, through temporary links (order feedback photos). */
  scope?: 'public' | 'private'

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

/** Uploads an image the member chose; answers its public URL, or for a private one its path. */
export function uploadImage(
  file: File,
  { scope = 'public', showLoading = true, showError = true }: UploadOptions = {},
): Promise<string> {
  return uploadSlot(() =>
    unwrap(
      api.POST('/app-api/infra/file/upload', {
        body: { file, scope },
        bodySerializer: formWithLanguage,
        auth: true,
        showLoading,
        showError,
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    ),
  )
}

/** Spec §5: a stored file's path is a non-empty string without a protocol separator. */
export function isFilePath(value: string): boolean {
  return value.trim() !== '' && !value.includes('://')
}

/** Spec §9: one temporary-URL list holds at most this many paths. */
export const TEMP_URL_LIST_MAX = 50
/** Spec §9: a temporary URL works this long (the server answers the same as maxAge). */
export const TEMP_URL_SECONDS = 600

/** Splits `paths` into lists the server takes (1–50 each). */
export function tempUrlBatches(paths: readonly string[]): string[][] {
  const batches: string[][] = []
  for (let start = 0; start < paths.length; start += TEMP_URL_LIST_MAX) {
    batches.push(paths.slice(start, start + TEMP_URL_LIST_MAX))
  }
  return batches
}

/** Temporary links to the member's own private files, by path; each works TEMP_URL_SECONDS. */
export async function tempFileUrls(paths: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(paths)]
  const bad = wanted.find((path) => !isFilePath(path))
  if (bad !== undefined) throw new Error(`not a file path: ${bad}`)
  const answers = await Promise.all(
    tempUrlBatches(wanted).map((fileList) =>
      unwrap(api.POST('/app-api/infra/file/temp-url-list', { body: { fileList }, auth: true, showError: false })),
    ),
  )
  return new Map(answers.flat().map((link) => [link.fileID, link.tempFileURL]))
}
