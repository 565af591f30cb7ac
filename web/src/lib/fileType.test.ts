import { describe, expect, it } from 'vitest'
import { extensionOf, fileTypeOf, type FileType } from './fileType'

describe('fileTypeOf by extension', () => {
  const table: [FileType, string[]][] = [
    ['image', ['png', 'jpg', 'jpeg', 'bmp', 'gif']],
    ['txt', ['txt']],
    ['excel', ['xls', 'xlsx']],
    ['word', ['doc', 'docx']],
    ['pdf', ['pdf']],
    ['ppt', ['ppt', 'pptx']],
    ['video', ['mp4', 'm2v', 'mkv', 'webm']],
    ['radio', ['mp3', 'wav', 'wmv']],
    ['model3d', ['glb', 'gltf', 'fbx']],
  ]

  for (const [type, extensions] of table) {
    it.each(extensions)(`knows .%s as ${type}`, (extension) => {
      expect(fileTypeOf(`file.${extension}`)).toBe(type)
    })
  }

  it.each(['webp', 'svg', 'avi', 'mov', 'flac', 'csv', 'zip', 'obj', 'json', 'js', 'tar.gz'])(
    'calls .%s other',
    (extension) => {
      expect(fileTypeOf(`file.${extension}`)).toBe('other')
    },
  )
})

describe('fileTypeOf on names, paths and URLs', () => {
  it.each([
    ['PHOTO.JPG', 'image'],
    ['Report.PdF', 'pdf'],
    ['archive.backup.xlsx', 'excel'],
    ['folder/sub/slides.pptx', 'ppt'],
    ['C:\\Users\\me\\clip.MKV', 'video'],
    ['https://cdn.example.com/a/b/cover.png', 'image'],
    ['https://cdn.example.com/a/b/cover.png?x-oss-process=image/resize,w_375', 'image'],
    ['https://cdn.example.com/model.glb#scene', 'model3d'],
    ['https://cdn.example.com/song.mp3?v=2#t=10', 'radio'],
    ['https://cdn.example.com/doc.docx?name=fake.png', 'word'],
    ['/static/readme.txt', 'txt'],
    ['  spaced.gif  ', 'image'],
  ] as const)('reads %s as %s', (input, expected) => {
    expect(fileTypeOf(input)).toBe(expected)
  })

  it.each([
    '',
    'noextension',
    'file.',
    '.png',
    'folder.png/',
    'https://example.com',
    'https://example.com/',
    'https://example.com/path?file=cover.png',
    'https://example.com/page#cover.png',
    'https://cdn.example.com/download',
    'png',
  ])('calls %j other', (input) => {
    expect(fileTypeOf(input)).toBe('other')
  })
})

describe('extensionOf', () => {
  it('gives the lower-case extension without the dot', () => {
    expect(extensionOf('a/b/Movie.WebM?x=1')).toBe('webm')
    expect(extensionOf('archive.tar.gz')).toBe('gz')
  })

  it('is empty without an extension', () => {
    expect(extensionOf('README')).toBe('')
    expect(extensionOf('.env')).toBe('')
    expect(extensionOf('dir.d/file')).toBe('')
  })
})
