import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { shippingTag } from './orderStatus'

describe('shippingTag', () => {
  afterEach(cleanup)

  it('shows a dash, not a tag, for an order WeChat needs no shipping for', () => {
    const { container } = render(<>{shippingTag('not_needed', null)}</>)
    expect(container.textContent).toBe('—')
    expect(container.querySelector('.ant-tag')).toBeNull()
  })

  it('shows the upload state as a tag', () => {
    const { container } = render(<>{shippingTag('failed', '47001 data format error')}</>)
    expect(container.querySelector('.ant-tag')).not.toBeNull()
    expect(container.textContent).toBe('Upload failed')
  })
})
