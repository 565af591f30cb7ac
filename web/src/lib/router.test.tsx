import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  HashRouter,
  parsePath,
  RouteErrorBoundary,
  RouterProvider,
  useBlocker,
  useLocation,
  useRouteError,
  useSearchParams,
  type Blocker,
} from './router'

/** Resolves after the next popstate (jsdom runs history traversal in a later task). */
function nextPop(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }))
}

function idx(): unknown {
  return (window.history.state as { idx?: number } | null)?.idx
}

const routers: HashRouter[] = []
function newRouter(): HashRouter {
  const router = new HashRouter()
  routers.push(router)
  return router
}

beforeEach(() => {
  window.history.replaceState(null, '', '#/pages/index/index')
})

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose()
})

describe('parsePath', () => {
  it('splits path, query and hash', () => {
    expect(parsePath('/pages/goods/gameDetail?id=3#top')).toEqual({
      pathname: '/pages/goods/gameDetail',
      search: '?id=3',
      hash: '#top',
    })
    expect(parsePath('pages/user/info?')).toEqual({ pathname: '/pages/user/info', search: '', hash: '' })
  })
})

describe('HashRouter', () => {
  it('stamps the first entry and counts pushes as React Router did (canGoBack reads idx)', () => {
    const router = newRouter()
    expect(idx()).toBe(0)
    router.navigate('/pages/goods/gameDetail?id=3', { state: { fromOrderList: true } })
    expect(window.location.hash).toBe('#/pages/goods/gameDetail?id=3')
    expect(idx()).toBe(1)
    expect(router.location).toMatchObject({ pathname: '/pages/goods/gameDetail', search: '?id=3', state: { fromOrderList: true } })
    router.navigate('/pages/index/user', { replace: true })
    expect(idx()).toBe(1)
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 })
  })

  it('follows the browser back button', async () => {
    const router = newRouter()
    router.navigate('/pages/user/info')
    const popped = nextPop()
    window.history.back()
    await popped
    expect(router.location.pathname).toBe('/pages/index/index')
    expect(idx()).toBe(0)
  })

  it('holds a blocked push until proceed, and drops it on reset', () => {
    const router = newRouter()
    const seen: Blocker[] = []
    router.block({ shouldBlock: ({ nextLocation }) => nextLocation.pathname !== '/pages/pay/result', update: (b) => seen.push(b) })
    router.navigate('/pages/user/wallet')
    expect(router.location.pathname).toBe('/pages/index/index')
    const blocked = seen.at(-1)
    expect(blocked?.state).toBe('blocked')
    blocked?.reset?.()
    expect(seen.at(-1)?.state).toBe('unblocked')
    expect(router.location.pathname).toBe('/pages/index/index')

    router.navigate('/pages/user/wallet')
    seen.at(-1)?.proceed?.()
    expect(router.location.pathname).toBe('/pages/user/wallet')
    router.navigate('/pages/pay/result')
    expect(router.location.pathname).toBe('/pages/pay/result')
  })

  it('undoes a blocked back and goes back only on proceed', async () => {
    const router = newRouter()
    router.navigate('/pages/pay/index?id=1')
    const seen: Blocker[] = []
    const unblock = router.block({ shouldBlock: () => true, update: (b) => seen.push(b) })
    let popped = nextPop()
    window.history.back()
    await popped
    expect(seen.at(-1)?.state).toBe('blocked')
    // The router went forward again to the page that asked.
    popped = nextPop()
    await popped
    expect(window.location.hash).toBe('#/pages/pay/index?id=1')
    expect(router.location.pathname).toBe('/pages/pay/index')

    popped = nextPop()
    seen.at(-1)?.proceed?.()
    await popped
    expect(router.location.pathname).toBe('/pages/index/index')
    unblock()
  })
})

function Where() {
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  return (
    <button type="button" onClick={() => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), tab: 'news' }), { replace: true })}>
      {location.pathname} {params.toString()}
    </button>
  )
}

function Thrower({ when }: { when: boolean }) {
  if (when) throw new Error('page broke')
  return <span>page fine</span>
}

function ErrorText() {
  return <span>caught: {(useRouteError() as Error).message}</span>
}

function Guarded() {
  const blocker = useBlocker(() => true)
  return <span>blocker {blocker.state}</span>
}

describe('React bindings', () => {
  it('renders the location and sets the query on the same path', async () => {
    const router = newRouter()
    router.navigate('/pages/index/article?keyword=rpg')
    render(
      <RouterProvider router={router}>
        <Where />
      </RouterProvider>,
    )
    const button = screen.getByRole('button')
    expect(button.textContent).toBe('/pages/index/article keyword=rpg')
    await act(async () => button.click())
    expect(window.location.hash).toBe('#/pages/index/article?keyword=rpg&tab=news')
    expect(button.textContent).toBe('/pages/index/article keyword=rpg&tab=news')
  })

  it('shows the route error until the location changes', async () => {
    const router = newRouter()
    const quiet = console.error
    console.error = () => undefined
    function Page() {
      const location = useLocation()
      return (
        <RouteErrorBoundary location={location} fallback={<ErrorText />}>
          <Thrower when={location.pathname === '/pages/goods/detail'} />
        </RouteErrorBoundary>
      )
    }
    try {
      render(
        <RouterProvider router={router}>
          <Page />
        </RouterProvider>,
      )
      expect(screen.getByText('page fine')).toBeTruthy()
      await act(async () => router.navigate('/pages/goods/detail'))
      expect(screen.getByText('caught: page broke')).toBeTruthy()
      await act(async () => router.navigate('/pages/index/index'))
      expect(screen.getByText('page fine')).toBeTruthy()
    } finally {
      console.error = quiet
    }
  })

  it('reports a blocked navigation to the component', async () => {
    const router = newRouter()
    render(
      <RouterProvider router={router}>
        <Guarded />
      </RouterProvider>,
    )
    expect(screen.getByText('blocker unblocked')).toBeTruthy()
    await act(async () => router.navigate('/pages/user/info'))
    expect(screen.getByText('blocker blocked')).toBeTruthy()
    expect(router.location.pathname).toBe('/pages/index/index')
  })
})
