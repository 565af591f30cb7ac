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

export function goTo(path: string): void {
  globalThis.location.hash = path
}
