import { create } from 'zustand'
import { persist } from 'zustand/middleware'

export interface TokenPair {
  accessToken: string
  refreshToken: string
  expiresTime?: number
}

interface UserState {
  token: string
  refreshToken: string
  expiresTime: number
  setToken: (pair: TokenPair | null) => void
  logout: () => void
}

/** Member data loaded within the last 5 s are not loaded again (spec §4, §9). */
export const USER_REFRESH_THROTTLE_MS = 5000

/** Logged in means a token is stored. Setting an empty token logs out. */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: '',
      refreshToken: '',
      expiresTime: 0,
      setToken: (pair) => {
        if (!pair?.accessToken) {
          set({ token: '', refreshToken: '', expiresTime: 0 })
          return
        }
        set({
          token: pair.accessToken,
          refreshToken: pair.refreshToken,
          expiresTime: pair.expiresTime ?? 0,
        })
      },
      logout: () => set({ token: '', refreshToken: '', expiresTime: 0 }),
    }),
    { name: 'user' },
  ),
)
