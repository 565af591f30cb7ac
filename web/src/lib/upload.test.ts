import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES, refuseImage } from './upload'

const file = (name: string, type: string, size = 1024) => ({ name, type, size })

describe('refuseImage', () => {
  it('takes the four kinds the server takes, in any case', () => {
    const kinds: [string, string][] = [
      ['a.png', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['A.PNG', 'IMAGE/PNG'],
    ]
    for (const [name, type] of kinds) expect(refuseImage(file(name, type))).toBeNull()
  })

  it('refuses other kinds, whatever the name says', () => {
    expect(refuseImage(file('a.bmp', 'image/bmp'))).toBe('type')
    expect(refuseImage(file('a.svg', 'image/svg+xml'))).toBe('type')
    expect(refuseImage(file('a.png', 'text/plain'))).toBe('type')
    expect(refuseImage(file('notes.txt', 'text/plain'))).toBe('type')
  })

  it('judges by extension when the browser gave no type', () => {
    expect(refuseImage(file('photo.JPG', ''))).toBeNull()
    expect(refuseImage(file('photo.heic', ''))).toBe('type')
    expect(refuseImage(file('photo', ''))).toBe('type')
  })

  it('takes up to the size limit and refuses one byte more', () => {
    expect(refuseImage(file('a.png', 'image/png', IMAGE_MAX_BYTES))).toBeNull()
    expect(refuseImage(file('a.png', 'image/png', IMAGE_MAX_BYTES + 1))).toBe('tooLarge')
    expect(refuseImage(file('a.png', 'image/png', 11), 10)).toBe('tooLarge')
  })

  it('names the wrong kind before the size', () => {
    expect(refuseImage(file('a.bmp', 'image/bmp', IMAGE_MAX_BYTES + 1))).toBe('type')
  })
})
