import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { claimChunkReload, failedFileUrl, forgetFailedLoads, isChunkLoadError, retryableLazy } from './chunkReload'

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('page files that fail to load', () => {
  it('recognises the browsers’ failed dynamic imports and Vite’s failed preloads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for http://x/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reads the failed file’s address from the message', () => {
    expect(failedFileUrl(new TypeError('Failed to fetch dynamically imported module: http://x/assets/SettingsPage-a1.js'))).toBe(
      'http://x/assets/SettingsPage-a1.js',
    )
    expect(failedFileUrl(new Error('Unable to preload CSS for https://x/assets/a-b.css'))).toBe('https://x/assets/a-b.css')
    expect(failedFileUrl(new TypeError('Importing a module script failed.'))).toBeNull()
  })

  it('allows one reload per build', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage)).toBe(true)
    expect(claimChunkReload(storage)).toBe(false)
  })

  it('keeps a failed load until a retry, then fetches the file again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>loaded</p> })
    const Page = retryableLazy(load)
    const tree = () => (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    )
    const view = await act(async () => render(tree()))
    await screen.findByText('failed')
    expect(load).toHaveBeenCalledTimes(1)

    forgetFailedLoads()
    view.unmount()
    await act(async () => render(tree()))
    await screen.findByText('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
