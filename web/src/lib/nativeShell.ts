/*
 * Our app shell's bridge (spec §1 native shell): the page posts `{action, id, …}` as JSON through
 * `window.GameStoreNative.postMessage`; for actions that answer, the shell calls
 * `window.GameStoreNativeReply(id, answer)` once it has one (`{ok: true, data}` or
 * `{ok: false, code, message}`).
 */

interface NativeShell {
  postMessage: (message: string) => void
}

export interface ShellFailure {
  ok: false
  code: string
  message: string
}
export type ShellAnswer<T> = { ok: true; data: T } | ShellFailure

type Reply = (id: string, answer: ShellAnswer<unknown>) => void
type ShellWindow = Window & { GameStoreNative?: Partial<NativeShell>; GameStoreNativeReply?: Reply }

/** How long an answer may take: the member is looking at the shell's own screen meanwhile. */
const ANSWER_TIMEOUT_MS = 120_000

const waiting = new Map<string, (answer: ShellAnswer<unknown>) => void>()
let nextId = 0

export function nativeShell(): NativeShell | null {
  const shell = (window as ShellWindow).GameStoreNative
  return shell && typeof shell.postMessage === 'function' ? (shell as NativeShell) : null
}

/** Tells the shell something that needs no answer (share, save an image). */
export function tellShell(action: string, payload: Record<string, unknown> = {}): boolean {
  const shell = nativeShell()
  if (!shell) return false
  shell.postMessage(JSON.stringify({ action, ...payload }))
  return true
}

/** Asks the shell and waits for its answer; without a shell, or without an answer in time, a failure. */
export function askShell<T>(action: string, payload: Record<string, unknown> = {}): Promise<ShellAnswer<T>> {
  const shell = nativeShell()
  if (!shell) return Promise.resolve({ ok: false, code: 'no-shell', message: '' })
  ;(window as ShellWindow).GameStoreNativeReply ??= reply
  const id = `${Date.now()}-${nextId++}`
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(id, { ok: false, code: 'timeout', message: '' }), ANSWER_TIMEOUT_MS)
    waiting.set(id, (answer) => {
      clearTimeout(timer)
      resolve(answer as ShellAnswer<T>)
    })
    shell.postMessage(JSON.stringify({ action, id, ...payload }))
  })
}

function settle(id: string, answer: ShellAnswer<unknown>): void {
  const resolve = waiting.get(id)
  waiting.delete(id)
  resolve?.(answer)
}

const reply: Reply = (id, answer) => settle(id, answer)
