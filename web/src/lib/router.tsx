/**
 * The app's hash router: the part of React Router the app used (hash history, static paths, a
 * per-route error boundary, a navigation blocker), in a few KB instead of the data router's ~24 KB
 * on the first screen. It keeps React Router's conventions where other code relies on them:
 * `history.state` is `{ usr, key, idx }` (lib/navigation.ts reads `idx`), navigations render in a
 * transition (the page shown stays until the next one is ready), and a back to an entry the router
 * did not make (an address typed in) is never blocked.
 */
import {
  Component,
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react'

export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  key: string
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void

type HistoryAction = 'PUSH' | 'REPLACE' | 'POP'

export type BlockerFunction = (args: {
  currentLocation: Location
  nextLocation: Location
  historyAction: HistoryAction
}) => boolean

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void }

interface HistoryState {
  usr: unknown
  key: string
  idx: number | null
}

interface ActiveBlocker {
  shouldBlock: BlockerFunction
  update: (blocker: Blocker) => void
}

const UNBLOCKED: Blocker = { state: 'unblocked' }

function createKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

function historyState(): Partial<HistoryState> | null {
  const state: unknown = window.history.state
  return state && typeof state === 'object' ? (state as Partial<HistoryState>) : null
}

/** `/path?search#hash` as its parts; a path without a leading slash is taken from the root. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path.startsWith('/') ? path : `/${path}`
  let hash = ''
  let search = ''
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt >= 0) {
    search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash }
}

function readLocation(): Location {
  const state = historyState()
  return { ...parsePath(window.location.hash.slice(1) || '/'), state: state?.usr ?? null, key: state?.key ?? 'default' }
}

/** The hash history and the one blocker, shared by the React tree and code outside it (main.tsx). */
export class HashRouter {
  location: Location
  private index: number | null
  private readonly listeners = new Set<() => void>()
  private blocker: ActiveBlocker | null = null
  /** A pop this router caused to undo a blocked back/forward: not a navigation. */
  private undoingPop = false
  /** A pop the member confirmed (proceed): not blocked again. */
  private proceedingPop = false

  constructor() {
    const state = historyState()
    this.index = typeof state?.idx === 'number' ? state.idx : null
    if (this.index === null) {
      this.index = 0
      window.history.replaceState({ usr: state?.usr ?? null, key: state?.key ?? createKey(), idx: 0 }, '')
    }
    this.location = readLocation()
    window.addEventListener('popstate', this.onPop)
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  navigate: NavigateFunction = (to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to)
      return
    }
    const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH'
    const next: Location = { ...parsePath(to), state: options.state ?? null, key: createKey() }
    const blocker = this.blocker
    if (blocker?.shouldBlock({ currentLocation: this.location, nextLocation: next, historyAction: action })) {
      blocker.update({
        state: 'blocked',
        proceed: () => {
          blocker.update(UNBLOCKED)
          this.commit(next, action)
        },
        reset: () => blocker.update(UNBLOCKED),
      })
      return
    }
    this.commit(next, action)
  }

  /** Stops following the browser's history (a router replaced, a test's end). */
  dispose(): void {
    window.removeEventListener('popstate', this.onPop)
    this.listeners.clear()
    this.blocker = null
  }

  /** Registers the page's blocker; returns its removal. One at a time, as React Router allows. */
  block(blocker: ActiveBlocker): () => void {
    this.blocker = blocker
    return () => {
      if (this.blocker === blocker) this.blocker = null
    }
  }

  private commit(next: Location, action: 'PUSH' | 'REPLACE'): void {
    const index = action === 'PUSH' ? (this.index ?? 0) + 1 : this.index
    const state: HistoryState = { usr: next.state, key: next.key, idx: index }
    const url = `#${next.pathname}${next.search}${next.hash}`
    if (action === 'REPLACE') {
      window.history.replaceState(state, '', url)
    } else {
      try {
        window.history.pushState(state, '', url)
      } catch {
        // Safari allows 100 pushState calls in 30 s, then throws: leave by a plain navigation.
        window.location.assign(url)
        return
      }
    }
    this.index = index
    this.location = next
    this.notify()
  }

  private onPop = (): void => {
    if (this.undoingPop) {
      this.undoingPop = false
      return
    }
    const next = readLocation()
    const nextIndex = historyState()?.idx
    const blocker = this.blocker
    const delta = typeof nextIndex === 'number' && this.index !== null ? this.index - nextIndex : null
    if (this.proceedingPop) {
      this.proceedingPop = false
    } else if (
      blocker &&
      delta !== null &&
      delta !== 0 &&
      blocker.shouldBlock({ currentLocation: this.location, nextLocation: next, historyAction: 'POP' })
    ) {
      // The browser has already moved: go back to where we were, then ask.
      this.undoingPop = true
      window.history.go(delta)
      blocker.update({
        state: 'blocked',
        proceed: () => {
          blocker.update(UNBLOCKED)
          this.proceedingPop = true
          window.history.go(-delta)
        },
        reset: () => blocker.update(UNBLOCKED),
      })
      return
    }
    this.index = typeof nextIndex === 'number' ? nextIndex : null
    this.location = next
    this.notify()
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}

const RouterContext = createContext<HashRouter | null>(null)
const LocationContext = createContext<Location | null>(null)
const RouteErrorContext = createContext<unknown>(undefined)

function useRouter(): HashRouter {
  const router = use(RouterContext)
  if (!router) throw new Error('router hooks need <RouterProvider>')
  return router
}

/** Provides `router`'s location to `children`; a navigation renders in a transition. */
export function RouterProvider({ router, children }: { router: HashRouter; children: ReactNode }) {
  const [location, setLocation] = useState(router.location)
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(router.location))
    const unsubscribe = router.subscribe(update)
    // A navigation between the first render and this subscription must not be missed.
    if (router.location !== location) update()
    return unsubscribe
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per router
  }, [router])
  return (
    <RouterContext value={router}>
      <LocationContext value={location}>{children}</LocationContext>
    </RouterContext>
  )
}

export function useLocation(): Location {
  const location = use(LocationContext)
  if (!location) throw new Error('useLocation needs <RouterProvider>')
  return location
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams)

/** The current query, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const router = useRouter()
  const { pathname, search } = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const current = new URLSearchParams(router.location.search)
      const query = (typeof next === 'function' ? next(current) : next).toString()
      router.navigate(`${pathname}${query ? `?${query}` : ''}`, options)
    },
    [router, pathname],
  )
  return [params, setParams]
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(to, { replace, state })
  }, [navigate, to, replace, state])
  return null
}

/** Holds navigations `shouldBlock` approves until the blocker's proceed or reset. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter()
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED)
  const latest = useRef(shouldBlock)
  useEffect(() => {
    latest.current = shouldBlock
  })
  useEffect(
    () => router.block({ shouldBlock: (args) => latest.current(args), update: setBlocker }),
    [router],
  )
  return blocker
}

/** The error the enclosing route boundary caught (for its fallback). */
export function useRouteError(): unknown {
  return use(RouteErrorContext)
}

interface BoundaryProps {
  location: Location
  fallback: ReactNode
  children: ReactNode
}

interface BoundaryState {
  error: unknown
  location: Location
}

/** A route's error boundary: shows `fallback` (which reads the error with useRouteError) until the location changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('route error', error, info.componentStack)
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>
    )
  }
}
