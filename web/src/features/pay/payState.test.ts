import { describe, expect, it } from 'vitest'
import { payPageState, resultState } from './payState'

describe('the payment page state', () => {
  const expire = 1_000_000
  it('is payable while waiting and before the expiry', () => {
    expect(payPageState(0, expire, expire - 1)).toBe('payable')
  })
  it('is expired from the expiry on, while the server still waits', () => {
    expect(payPageState(0, expire, expire)).toBe('expired')
    expect(payPageState(0, expire, expire + 60_000)).toBe('expired')
  })
  it('is paid when paid, whatever the time', () => {
    expect(payPageState(10, expire, expire + 1)).toBe('paid')
  })
  it('is closed when closed or refunded', () => {
    expect(payPageState(30, expire, 0)).toBe('closed')
    expect(payPageState(20, expire, 0)).toBe('closed')
  })
})

describe('the result page state', () => {
  it('believes the server: paid is success even when the query says fail', () => {
    expect(resultState(10, 'fail')).toBe('success')
    expect(resultState(10, undefined)).toBe('success')
  })
  it('is closed for closed and refunded payments', () => {
    expect(resultState(30, 'success')).toBe('closed')
    expect(resultState(20, 'fail')).toBe('closed')
  })
  it('waits for confirmation of a reported success, and fails otherwise', () => {
    expect(resultState(0, 'success')).toBe('checking')
    expect(resultState(0, 'fail')).toBe('fail')
    expect(resultState(0, undefined)).toBe('fail')
  })
})
