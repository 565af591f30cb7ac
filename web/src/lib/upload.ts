import { request } from './http'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** Uploads an image the member chose; answers its public URL. */
export function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.set('file', file)
  return request<string>({ url: '/infra/file/upload', method: 'POST', data: form, auth: true, showLoading: true })
}
