/**
 * `load` run once, its promise shared: what callers chain on it runs in the order they called. Separate
 * `import()` calls of one module are separate promises, each behind its own preload of the chunk's
 * CSS, and nothing orders them: in CI a loading toast shown first opened after its clear and the toast
 * that followed, and stayed. A failed load is tried again by the next caller.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}
