import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ImageUploadItem } from 'antd-mobile'
import { describe, expect, it, vi } from 'vitest'
import { IMAGE_MAX_BYTES } from '@/lib/http/upload'
import { setUpComponentTests } from '@/test/components'
import { PICTURES_MAX } from '../pictures'
import { PictureUploader } from './PictureUploader'

setUpComponentTests()

function choose(files: File[]) {
  const input = screen.getByTestId('pictures').querySelector('input[type=file]')
  if (!input) throw new Error('no file input')
  fireEvent.change(input, { target: { files } })
}

function setup(value: ImageUploadItem[] = []) {
  const onChange = vi.fn()
  const onBusyChange = vi.fn()
  render(<PictureUploader value={value} onChange={onChange} onBusyChange={onBusyChange} testId="pictures" />)
  return { onChange, onBusyChange }
}

describe('PictureUploader', () => {
  it('accepts the image kinds the server takes, several at once', () => {
    setup()
    const input = screen.getByTestId('pictures').querySelector('input[type=file]')
    expect(input?.getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp')
    expect(input?.hasAttribute('multiple')).toBe(true)
  })

  it('refuses a file that is not an image with a message and uploads nothing', async () => {
    const { onChange, onBusyChange } = setup()
    choose([new File(['hello'], 'notes.txt', { type: 'text/plain' })])
    await waitFor(() => expect(document.body.textContent).toContain('order.pictureType'))
    expect(onChange).not.toHaveBeenCalled()
    expect(onBusyChange).not.toHaveBeenCalledWith(true)
  })

  it('refuses a picture over the size limit', async () => {
    const { onChange } = setup()
    choose([new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })])
    await waitFor(() => expect(document.body.textContent).toContain('order.pictureTooLarge'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('offers no more choosing once the limit is reached', () => {
    setup(Array.from({ length: PICTURES_MAX }, (_, index) => ({ url: `https://s/${index}.png` })))
    expect(screen.getByTestId('pictures').querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(PICTURES_MAX)
    const button = screen.getByTestId('pictures').querySelector<HTMLElement>('.adm-image-uploader-upload-button-wrap')
    expect(button?.style.display).toBe('none')
  })
})
