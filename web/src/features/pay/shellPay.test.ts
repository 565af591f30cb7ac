import { afterEach, describe, expect, it } from 'vitest'
import { payInShell, type ShellPayStep } from './shellPay'

type Reply = (id: string, answer: unknown) => void
type ShellWindow = Window & { GameStoreNative?: { postMessage: (text: string) => void }; GameStoreNativeReply?: Reply }

const step: ShellPayStep = { kind: 'shellPay', provider: 'alipay', orderInfo: 'app_id=1&sign=s' }

/** A shell on the page that answers every message with `answer` (as the app shell's bridge does). */
function shellAnswering(answer: unknown): unknown[] {
  const received: unknown[] = []
  ;(window as ShellWindow).GameStoreNative = {
    postMessage(text) {
      const message = JSON.parse(text) as { id: string }
      received.push(message)
      setTimeout(() => (window as ShellWindow).GameStoreNativeReply?.(message.id, answer), 0)
    },
  }
  return received
}

afterEach(() => {
  delete (window as ShellWindow).GameStoreNative
})

describe("the shell's pay", () => {
  it('sends the provider and the order, and reads each answer', async () => {
    const received = shellAnswering({ ok: true, data: {} })
    expect(await payInShell(step)).toEqual({ kind: 'ok' })
    expect(received).toEqual([{ action: 'pay', id: expect.any(String), provider: 'alipay', orderInfo: 'app_id=1&sign=s' }])

    shellAnswering({ ok: false, code: 'cancelled', message: '' })
    expect(await payInShell(step)).toEqual({ kind: 'cancelled' })
    shellAnswering({ ok: false, code: 'not-installed', message: '' })
    expect(await payInShell(step)).toEqual({ kind: 'notInstalled' })
    shellAnswering({ ok: false, code: 'failed', message: '商家参数格式有误' })
    expect(await payInShell(step)).toEqual({ kind: 'failed', reason: '商家参数格式有误' })
  })

  it('without a shell on the page is unanswered', async () => {
    expect(await payInShell(step)).toEqual({ kind: 'unanswered' })
  })
})
