import { describe, expect, it } from 'vitest'
import { CONFIRM_FOR_MS, confirmationOf } from './payConfirmation'

describe('confirming a payment', () => {
  it("trusts the server's status, not the payment app's ok", () => {
    expect(confirmationOf(undefined, 0)).toBe('confirming')
    expect(confirmationOf(0, 5000)).toBe('confirming')
    expect(confirmationOf(10, 5000)).toBe('paid')
    expect(confirmationOf(30, 5000)).toBe('closed')
    expect(confirmationOf(20, 5000)).toBe('closed')
  })

  it('gives up waiting after its time, unless the answer came', () => {
    expect(confirmationOf(0, CONFIRM_FOR_MS - 1)).toBe('confirming')
    expect(confirmationOf(0, CONFIRM_FOR_MS)).toBe('unconfirmed')
    expect(confirmationOf(10, CONFIRM_FOR_MS * 2)).toBe('paid')
  })
})
