import type { ImageUploadItem } from 'antd-mobile'

/** The API takes at most this many pictures with a review or a feedback message (picUrls). */
export const PICTURES_MAX = 9

/**
 * Whether pictures are still on their way: a task is pending while it uploads and stays (as
 * succeeded) until its URL is among the uploader's value. Failed ones are dropped and wait for nothing.
 */
export function uploadsBusy(tasks: readonly { status: 'pending' | 'fail' | 'success' }[]): boolean {
  return tasks.some((task) => task.status !== 'fail')
}

/** A private upload's stored path, which the uploader keeps beside the local preview (`url`). */
function storedPath(item: ImageUploadItem): string | undefined {
  const extra: unknown = item.extra
  return typeof extra === 'object' && extra !== null && 'path' in extra && typeof extra.path === 'string'
    ? extra.path
    : undefined
}

/**
 * What to send as picUrls: URLs, or private uploads' paths; each once, in the order they were added,
 * at most the API's limit.
 */
export function pictureUrls(items: readonly ImageUploadItem[]): string[] {
  return [...new Set(items.map((item) => storedPath(item) ?? item.url).filter(Boolean))].slice(0, PICTURES_MAX)
}

