import { act, fireEvent, render, screen } from '@testing-library/react'
import i18next from '@/lib/i18next-lite'
import { loadShippedMessages, setUpComponentTests } from '@/test/components'
import { describe, expect, it, vi } from 'vitest'
import type { PendingPoint } from '../api'
import { PendingExperience, PendingOrdersNote, PendingPointsLink, PendingPointsList } from './PendingRewards'

// The shipped messages, so the tests read what a member reads (plural forms and the date included).
loadShippedMessages()
setUpComponentTests()

function speak(language: 'en' | 'zh-Hans') {
  return act(() => i18next.changeLanguage(language))
}

/** Noon UTC on 12 December 2026: the same calendar day in every time zone the tests may run in. */
const DEC_12 = Date.UTC(2026, 11, 12, 12)

const ROWS: PendingPoint[] = [
  { bizType: 11, title: 'Shopping', point: 108, orderId: 41, finalBy: DEC_12 },
  { bizType: 13, title: 'Friend bought', point: 20, orderId: 42, finalBy: DEC_12 + 86_400_000 },
]

describe('points pending in the user centre', () => {
  it('shows nothing when no points are pending', async () => {
    await speak('en')
    const { container } = render(<PendingPointsLink points={0} onOpen={vi.fn()} />)
    expect(container.innerHTML).toBe('')
  })

  it('says how many points are pending and opens the point records', async () => {
    await speak('en')
    const onOpen = vi.fn()
    render(<PendingPointsLink points={120} onOpen={onOpen} />)
    const link = screen.getByTestId('pending-points')
    expect(link.textContent).toContain('+120 pending')
    fireEvent.click(link)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('shows the pending experience only when there is some', async () => {
    await speak('zh-Hans')
    const { container, rerender } = render(<PendingExperience experience={0} />)
    expect(container.innerHTML).toBe('')
    rerender(<PendingExperience experience={40} />)
    expect(screen.getByTestId('pending-experience').textContent).toContain('+40 待到账')
  })
})

describe('the pending section of the point records', () => {
  it('is not there without pending points', async () => {
    await speak('en')
    const { container } = render(<PendingPointsList rows={[]} onOpen={vi.fn()} />)
    expect(container.innerHTML).toBe('')
  })

  it('lists each order’s points with the date they are given by, and the explanation', async () => {
    await speak('en')
    render(<PendingPointsList rows={ROWS} onOpen={vi.fn()} />)
    expect(screen.getByRole('heading').textContent).toBe('Pending')
    screen.getByText('Points from an order are given once every key is revealed or the refund window closes; a refund cancels them.')
    const rows = screen.getAllByTestId('pending-point')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toContain('Shopping')
    expect(rows[0]?.textContent).toContain('+108')
    expect(screen.getAllByTestId('pending-until').map((until) => until.textContent)).toEqual([
      'Pending until Dec 12, 2026',
      'Pending until Dec 13, 2026',
    ])
  })

  it('writes the date as the app does in Chinese', async () => {
    await speak('zh-Hans')
    render(<PendingPointsList rows={ROWS.slice(0, 1)} onOpen={vi.fn()} />)
    expect(screen.getByTestId('pending-until').textContent).toContain('最迟 2026-12-12 到账')
  })

  it('opens the order a row comes from', async () => {
    await speak('en')
    const onOpen = vi.fn()
    render(<PendingPointsList rows={ROWS} onOpen={onOpen} />)
    fireEvent.click(screen.getAllByTestId('pending-point')[1] as HTMLElement)
    expect(onOpen).toHaveBeenCalledWith(42)
  })
})

describe('a task counting orders not final yet', () => {
  it('says nothing when none are pending', async () => {
    await speak('en')
    const { container } = render(<PendingOrdersNote count={0} />)
    expect(container.innerHTML).toBe('')
  })

  it('counts them in the language’s plural forms', async () => {
    await speak('en')
    const { rerender } = render(<PendingOrdersNote count={1} />)
    expect(screen.getByTestId('task-pending').textContent).toContain('1 order counts once final')
    rerender(<PendingOrdersNote count={3} />)
    expect(screen.getByTestId('task-pending').textContent).toContain('3 orders count once final')
    await speak('zh-Hans')
    expect(screen.getByTestId('task-pending').textContent).toContain('3 笔订单确定后计入进度')
  })
})
