import { describe, expect, it } from 'vitest'
import { ORDER_TABS, orderActions, statusHintKey, tabCount, tabFromQuery, tabParams, tabQuery } from './orderTabs'

const COUNTS = {
  allCount: 7,
  unpaidCount: 2,
  undeliveredCount: 0,
  deliveredCount: 0,
  uncommentedCount: 3,
  afterSaleCount: 0,
}

describe('order tabs and the type query', () => {
  it('reads every tab back from its own query', () => {
    for (const tab of ORDER_TABS) expect(tabFromQuery(tabQuery(tab).type)).toBe(tab)
  })

  it('opens "all" without a type and for an unknown one', () => {
    expect(tabFromQuery(undefined)).toBe('all')
    expect(tabFromQuery('')).toBe('all')
    expect(tabFromQuery('paid')).toBe('all')
    expect(tabFromQuery('UNPAID')).toBe('all')
    expect(tabQuery('all')).toEqual({})
    expect(tabQuery('unpaid')).toEqual({ type: 'unpaid' })
  })

  it('asks the server for the status (and review state) of each tab', () => {
    expect(tabParams('all')).toEqual({})
    expect(tabParams('unpaid')).toEqual({ status: 0 })
    expect(tabParams('unreviewed')).toEqual({ status: 30, commentStatus: false })
    expect(tabParams('completed')).toEqual({ status: 30 })
    expect(tabParams('closed')).toEqual({ status: 40 })
  })

  it('counts only the tabs get-count answers for', () => {
    expect(ORDER_TABS.map((tab) => tabCount(tab, COUNTS))).toEqual([7, 2, 3, undefined, undefined])
    expect(tabCount('all', undefined)).toBeUndefined()
  })
})

describe('order actions by state', () => {
  it('lets an unpaid order be cancelled or paid', () => {
    expect(orderActions({ status: 0, commentStatus: false })).toEqual(['cancel', 'pay'])
  })

  it('lets a completed order be deleted, and reviewed until it is', () => {
    expect(orderActions({ status: 30, commentStatus: false })).toEqual(['delete', 'review'])
    expect(orderActions({ status: 30, commentStatus: true })).toEqual(['delete'])
  })

  it('lets a closed order only be deleted', () => {
    expect(orderActions({ status: 40, commentStatus: false })).toEqual(['delete'])
  })

  it('offers nothing for a gift waiting for its friend, as any order once claimed or back', () => {
    expect(orderActions({ status: 30, commentStatus: false, giftStatus: 10 })).toEqual([])
    expect(orderActions({ status: 30, commentStatus: false, giftStatus: 30 })).toEqual(['delete', 'review'])
  })

  it('offers nothing for an order in delivery', () => {
    expect(orderActions({ status: 10, commentStatus: false })).toEqual([])
    expect(orderActions({ status: 20, commentStatus: false })).toEqual([])
  })
})

describe('the line under a paid order', () => {
  const paid = { status: 30, refundStatus: 0, cancelType: null, activationCodes: [{}] }

  it('says a refund is in progress until its money is confirmed back, never "refunded"', () => {
    expect(statusHintKey({ ...paid, refundStatus: 1, activationCodes: [] })).toBe('order.refundInProgress')
    expect(statusHintKey({ ...paid, status: 40, refundStatus: 1, activationCodes: [] })).toBe('order.refundInProgress')
    expect(statusHintKey({ ...paid, status: 40, refundStatus: 2, activationCodes: [] })).toBe('order.closedRefunded')
    expect(statusHintKey({ ...paid, refundStatus: 2 })).toBe('order.partlyRefunded')
    expect(statusHintKey(paid)).toBe('order.completedHint')
  })

  it('says nothing of refunded keys when the money back was a price protection', () => {
    const protectedOrder = { ...paid, refundStatus: 2, items: [{ refundCount: 0 }] }
    expect(statusHintKey(protectedOrder)).toBe('order.completedHint')
    expect(statusHintKey({ ...protectedOrder, items: [{ refundCount: 1 }] })).toBe('order.partlyRefunded')
  })

  it('says a gift waits for its friend while it does, then as any order', () => {
    expect(statusHintKey({ ...paid, gift: { status: 10 } })).toBe('gift.waitingHint')
    expect(statusHintKey({ ...paid, gift: { status: 20 } })).toBe('order.completedHint')
  })
})
