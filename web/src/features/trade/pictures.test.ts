import { describe, expect, it } from 'vitest'
import { PICTURES_MAX, pictureUrls, uploadsBusy } from './pictures'

describe('PICTURES_MAX', () => {
  it('is what the API takes with a review or a feedback message', () => {
    expect(PICTURES_MAX).toBe(9)
  })
})

describe('uploadsBusy', () => {
  it('is false with nothing chosen or only failures', () => {
    expect(uploadsBusy([])).toBe(false)
    expect(uploadsBusy([{ status: 'fail' }, { status: 'fail' }])).toBe(false)
  })

  it('is true while one uploads, or has uploaded and not yet joined the value', () => {
    expect(uploadsBusy([{ status: 'fail' }, { status: 'pending' }])).toBe(true)
    expect(uploadsBusy([{ status: 'success' }])).toBe(true)
  })
})

describe('pictureUrls', () => {
  it('keeps the order they were added in and drops repeats and empty ones', () => {
    expect(pictureUrls([{ url: 'https://s/a.png' }, { url: '' }, { url: 'https://s/b.png' }, { url: 'https://s/a.png' }])).toEqual([
      'https://s/a.png',
      'https://s/b.png',
    ])
  })

  it("sends a private upload's stored path, not its local preview", () => {
    const items = [{ url: 'blob:local-1', extra: { path: 'private/2026/11/a.png' } }, { url: 'https://s/b.png' }]
    expect(pictureUrls(items)).toEqual(['private/2026/11/a.png', 'https://s/b.png'])
  })

  it('never sends more than the API takes', () => {
    const items = Array.from({ length: PICTURES_MAX + 2 }, (_, index) => ({ url: `https://s/${index}.png` }))
    const urls = pictureUrls(items)
    expect(urls).toHaveLength(PICTURES_MAX)
    expect(urls.at(-1)).toBe(`https://s/${PICTURES_MAX - 1}.png`)
  })
})
