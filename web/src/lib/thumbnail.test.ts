import { describe, expect, it } from 'vitest'
import table from './thumbnail-cases.json'
import { thumbnailSrcSet, thumbnailUrl, type FileSystem, type ThumbnailRules } from './thumbnail'

const rulesOf = (fileSystem: string, cdnUrl: string): ThumbnailRules => ({
  fileSystem: fileSystem as FileSystem,
  cdnUrl,
  origin: table.origin,
})

describe('thumbnailUrl (the cases web.py is checked against too)', () => {
  it.each(table.cases)('$fileSystem $url at $width px → $expected', ({ fileSystem, cdnUrl, url, width, expected }) => {
    expect(thumbnailUrl(url, width, rulesOf(fileSystem, cdnUrl))).toBe(expected)
  })
})

describe('thumbnailSrcSet', () => {
  it('offers our own upload at every step', () => {
    expect(thumbnailSrcSet('/uploads/a.png', rulesOf('public', ''))).toBe(
      '/uploads/a.png?w=240 240w, /uploads/a.png?w=480 480w, /uploads/a.png?w=750 750w, /uploads/a.png?w=1080 1080w',
    )
    expect(thumbnailSrcSet('https://cos.example.com/a.png', rulesOf('qcloud', 'https://cos.example.com'))).toContain(
      'https://cos.example.com/a.png?imageMogr2/thumbnail/750x/format/webp 750w',
    )
  })

  it('leaves what it does not rewrite without srcset', () => {
    expect(thumbnailSrcSet('https://img.other.com/a.png', rulesOf('public', ''))).toBeUndefined()
    expect(thumbnailSrcSet('/uploads/demo/a.svg', rulesOf('public', ''))).toBeUndefined()
  })
})
