import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { ShareInfo } from '@/lib/share'

type ShareLog = ShareInfo

interface AppState {
  /** The page a visitor wanted before being sent to login (path with query). */
  returnUrl: string
  /** WeChat openid once bound; WeChat payment channels need it. */
  openid: string
  /** The share that brought a visitor who was not logged in. */
  shareLog: ShareLog | null
  shareId: number
  setReturnUrl: (url: string) => void
  takeReturnUrl: () => string
  setOpenid: (openid: string) => void
  setShareLog: (log: ShareLog | null) => void
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      returnUrl: '',
      openid: '',
      shareLog: null,
      shareId: 0,
      setReturnUrl: (returnUrl) => set({ returnUrl }),
      takeReturnUrl: () => {
        const url = get().returnUrl
        set({ returnUrl: '' })
        return url
      },
      setOpenid: (openid) => set({ openid }),
      setShareLog: (shareLog) => set({ shareLog, shareId: shareLog?.sharerId ?? 0 }),
    }),
    { name: 'app' },
  ),
)
