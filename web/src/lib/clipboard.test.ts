import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from './clipboard'

/** jsdom has no execCommand: each test gives the document its own. */
function stubExecCommand(result: boolean) {
  const exec = vi.fn().mockReturnValue(result)
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
  return exec
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('copying a code', () => {
  it('uses the Clipboard API where the page may', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    vi.stubGlobal('isSecureContext', true)
    await expect(copyText('AAAAA-BBBBB-CCCCC')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('AAAAA-BBBBB-CCCCC')
  })

  it('falls back to a selected textarea when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })
    vi.stubGlobal('isSecureContext', true)
    const exec = stubExecCommand(true)
    await expect(copyText('KEY-1')).resolves.toBe(true)
    expect(exec).toHaveBeenCalledWith('copy')
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('answers false when nothing can copy', async () => {
    vi.stubGlobal('navigator', {})
    await expect(copyText('KEY-3')).resolves.toBe(false) // no copy command at all
    stubExecCommand(false)
    await expect(copyText('KEY-2')).resolves.toBe(false)
  })
})
