export { ApiError } from './errors'
export { configureHttpUi } from './ui'
export { api, API_BASE, type BodyOf, type CallOptions, type QueryOf } from './client'
export { unwrap } from './unwrap'
