import { useSyncExternalStore } from 'react'

/** The console's screen is the address's hash (`#/orders`): back and forward move between screens. */
function currentPath(): string {
  return globalThis.location?.hash.replace(/^#/, '').split('?')[0] || '/'
}

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener('hashchange', onChange)
  return () => globalThis.removeEventListener('hashchange', onChange)
}

export function useHashPath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/')
}

function currentQuery(): string {
  return globalThis.location?.hash.split('?')[1] ?? ''
}

/** A parameter of the screen's address (`#/orders?id=12` → id: "12"), null when absent. */
export function useHashParam(name: string): string | null {
  const query = useSyncExternalStore(subscribe, currentQuery, () => '')
  return new URLSearchParams(query).get(name)
}

export function goTo(path: string): void {
  globalThis.location.hash = path
}
