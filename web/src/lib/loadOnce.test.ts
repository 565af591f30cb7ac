import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadOnce'

/** A loader whose first call settles after the calls that follow it (separate loads, nothing orders them). */
function firstCallSlowest(): { load: () => Promise<string>; calls: () => number; release: () => void } {
  let calls = 0
  let release = (): void => undefined
  const load = (): Promise<string> => {
    calls += 1
    if (calls > 1) return Promise.resolve('module')
    return new Promise((resolve) => {
      release = () => resolve('module')
    })
  }
  return { load, calls: () => calls, release: () => release() }
}

describe('loadOnce', () => {
  it('runs what callers chain in the order they called, the load once', async () => {
    const { load, calls, release } = firstCallSlowest()
    const toast = loadOnce(load)
    const shown: string[] = []
    const all = [
      toast().then(() => shown.push('loading')),
      toast().then(() => shown.push('clear')),
      toast().then(() => shown.push('bound')),
    ]
    release()
    await Promise.all(all)
    expect(shown).toEqual(['loading', 'clear', 'bound'])
    expect(calls()).toBe(1)
  })

  it('without it the first caller comes last (what it guards against)', async () => {
    const { load, release } = firstCallSlowest()
    const shown: string[] = []
    const all = [load().then(() => shown.push('loading')), load().then(() => shown.push('clear'))]
    release()
    await Promise.all(all)
    expect(shown).toEqual(['clear', 'loading'])
  })

  it('tries a failed load again on the next call', async () => {
    let calls = 0
    const load = loadOnce(() => {
      calls += 1
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('module')
    })
    await expect(load()).rejects.toThrow('offline')
    await expect(load()).resolves.toBe('module')
    await expect(load()).resolves.toBe('module')
    expect(calls).toBe(2)
  })
})
