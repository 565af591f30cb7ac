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

/** Whether the server answers (the app's own index, never from a cache). */
export async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch('./', { cache: 'no-store', method: 'HEAD' })
    return response.ok
  } catch {
    return false
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
