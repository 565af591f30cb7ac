/**
 * File kind by extension (spec §3). Works on bare names, paths and URLs; the query string and
 * fragment of a URL are ignored, and case does not matter.
 */

export type FileType =
  | 'image'
  | 'txt'
  | 'excel'
  | 'word'
  | 'pdf'
  | 'ppt'
  | 'video'
  | 'radio'
  | 'model3d'
  | 'other'

const EXTENSIONS_BY_TYPE: Readonly<Record<Exclude<FileType, 'other'>, readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
  txt: ['txt'],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  ppt: ['ppt', 'pptx'],
  video: ['mp4', 'm2v', 'mkv', 'webm'],
  radio: ['mp3', 'wav', 'wmv'],
  model3d: ['glb', 'gltf', 'fbx'],
}

const TYPE_BY_EXTENSION: ReadonlyMap<string, FileType> = new Map(
  Object.entries(EXTENSIONS_BY_TYPE).flatMap(([type, extensions]) =>
    extensions.map((extension): [string, FileType] => [extension, type as FileType]),
  ),
)

function withoutQueryAndFragment(nameOrUrl: string): string {
  return nameOrUrl.split(/[?#]/, 1)[0] ?? ''
}

function lastPathSegment(path: string): string {
  return path.split(/[/\\]/).pop() ?? ''
}

/** Lower-case extension without the dot; '' when there is none (".env" has none, like a dotfile). */
export function extensionOf(nameOrUrl: string): string {
  const name = lastPathSegment(withoutQueryAndFragment(nameOrUrl.trim()))
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function fileTypeOf(nameOrUrl: string): FileType {
  return TYPE_BY_EXTENSION.get(extensionOf(nameOrUrl)) ?? 'other'
}
