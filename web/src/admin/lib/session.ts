import { create } from 'zustand'

/** An operator's login: kept for the browser tab only (sessionStorage), apart from any member's. */
export interface OperatorTokens {
  accessToken: string
  refreshToken: string
}

interface OperatorSessionState {
  tokens: OperatorTokens | null
  signIn: (tokens: OperatorTokens) => void
  signOut: () => void
}

const STORAGE_KEY = 'gamestore-operator-session'

function storedTokens(): OperatorTokens | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<OperatorTokens> | null
    return saved?.accessToken && saved.refreshToken ? { accessToken: saved.accessToken, refreshToken: saved.refreshToken } : null
  } catch {
    return null
  }
}

function store(tokens: OperatorTokens | null): void {
  try {
    if (tokens) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tokens))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode): the login lasts until the page is reloaded.
  }
}

export const useOperatorSession = create<OperatorSessionState>((set) => ({
  tokens: storedTokens(),
  signIn: (tokens) => {
    store(tokens)
    set({ tokens })
  },
  signOut: () => {
    store(null)
    set({ tokens: null })
  },
}))
