import { describe, expect, it } from 'vitest'
import {
  concurrencyLimit,
  IMAGE_MAX_BYTES,
  isFilePath,
  refuseImage,
  TEMP_URL_LIST_MAX,
  tempFileUrls,
  tempUrlBatches,
  UPLOAD_CONCURRENCY,
} from './upload'

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

describe('upload concurrency', () => {
  it('runs at most the limit at once, the rest in the order asked, through failures', async () => {
    const limit = concurrencyLimit(UPLOAD_CONCURRENCY)
    let running = 0
    let most = 0
    const started: number[] = []
    const releases: (() => void)[] = []
    const tasks = Array.from({ length: 9 }, (_, index) =>
      limit(
        () =>
          new Promise<number>((resolve, reject) => {
            running += 1
            most = Math.max(most, running)
            started.push(index)
            releases[index] = () => {
              running -= 1
              if (index === 2) reject(new Error('refused'))
              else resolve(index)
            }
          }),
      ),
    )
    const settled = Promise.allSettled(tasks)
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
    await flush()
    expect(started).toEqual([0, 1, 2, 3, 4])
    for (let index = 0; index < 9; index += 1) {
      releases[index]?.()
      await flush()
    }
    const results = await settled
    expect(most).toBe(UPLOAD_CONCURRENCY)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1)
  })
})

describe('file paths and temporary-URL lists (spec §5, §9)', () => {
  it('takes a non-empty path without a protocol separator', () => {
    expect(isFilePath('private/2026/11/a.png')).toBe(true)
    expect(isFilePath('')).toBe(false)
    expect(isFilePath('   ')).toBe(false)
    expect(isFilePath('https://cdn.example.com/a.png')).toBe(false)
    expect(isFilePath('oss://bucket/a.png')).toBe(false)
  })

  it('asks for at most 50 paths at a time, none left out', () => {
    expect(TEMP_URL_LIST_MAX).toBe(50)
    const paths = Array.from({ length: 101 }, (_, index) => `private/${index}.png`)
    const batches = tempUrlBatches(paths)
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 1])
    expect(batches.flat()).toEqual(paths)
    expect(tempUrlBatches([])).toEqual([])
  })

  it('refuses a link before asking the server', async () => {
    await expect(tempFileUrls(['private/a.png', 'https://x.example/a.png'])).rejects.toThrow('not a file path')
  })
})
