import { describe, expect, it } from 'vitest'
import { toFen, toYuan } from './api'

describe('recharge package amounts', () => {
  it('sends yuan as whole fen and shows fen as yuan', () => {
    expect(toFen(12.34)).toBe(1234)
    expect(toFen(0.29)).toBe(29) // 0.29 * 100 is 28.999… in floating point
    expect(toFen(1_000_000)).toBe(100_000_000)
    expect(toYuan(1234)).toBe(12.34)
  })
})
