import { createElement, use, type ComponentType } from 'react'

/** The build this code came from: the entry file's hashed name changes with every release. */
const BUILD_ID = import.meta.url
const RELOADED_KEY = 'chunk-reload'

/** A page file that could not be fetched (offline, or removed by a newer release). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /dynamically imported module|module script failed|Importing a module script|Unable to preload|ChunkLoadError/i.test(
    message,
  )
}

/**
 * Whether a failed page file may reload the app to fetch the new release: once per build, so a
 * release that is broken (or a server that keeps failing) does not reload in a loop.
 */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  try {
    if (storage.getItem(RELOADED_KEY) === BUILD_ID) return false
    storage.setItem(RELOADED_KEY, BUILD_ID)
    return true
  } catch {
    return false // storage blocked: never reload rather than risk a loop
  }
}

/** Failed files already fetched again by themselves (a second failure waits for the member). */
const retriedFiles = new Set<string>()

/** Whether a file that failed but answers now may be fetched again by itself: once per file. */
export function claimRetry(error: unknown): boolean {
  const url = failedFileUrl(error)
  if (url === null || retriedFiles.has(url)) return false
  retriedFiles.add(url)
  return true
}

/** The address of the file a failed import names (browsers and Vite's preloader put it in the message). */
export function failedFileUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /https?:\/\/[^\s'"]+?\.(?:m?js|css)(?=$|[\s'"?#])/.exec(message)?.[0] ?? null
}

/**
 * Why a page file failed, asked of the server (never a cache): `gone` when the server answers
 * without it (a newer release renamed it: reload), `there` when it answers with it (a dropped
 * connection: retry), `unreachable` when it does not answer (offline: wait for the network).
 */
export async function pageFileState(error: unknown): Promise<'gone' | 'there' | 'unreachable'> {
  const url = failedFileUrl(error)
  try {
    const response = await fetch(url ?? './', { cache: 'no-store', method: 'HEAD' })
    // Without the file's address, a server that answers is taken to have a newer release.
    if (url === null) return response.ok ? 'gone' : 'unreachable'
    if (response.status === 404) return 'gone'
    return response.ok ? 'there' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}

/** How to forget each load that failed, until a retry asks for it. */
const failedLoads = new Set<() => void>()

/** A retry: the failed page files are fetched again when next rendered. */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget()
  failedLoads.clear()
}

/**
 * A lazily loaded component like React.lazy, except that a failed load can be forgotten (React.lazy
 * keeps it for good): after forgetFailedLoads(), rendering it again fetches the file anew.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  function RetryableLazy(props: P) {
    if (!loading) {
      const attempt = load()
      attempt.catch(() =>
        failedLoads.add(() => {
          if (loading === attempt) loading = undefined
        }),
      )
      loading = attempt
    }
    const { default: Loaded } = use(loading)
    return createElement(Loaded, props)
  }
  return RetryableLazy
}
