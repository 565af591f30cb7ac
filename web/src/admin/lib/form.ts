/** A multipart body (an upload with its fields) for openapi-fetch's `bodySerializer`. */
export function multipart(fields: Record<string, string | number | Blob>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === 'number' ? String(value) : value)
  return form
}
