export { ApiError } from './errors'
export { configureHttpUi } from './ui'
export { API_BASE, request, type RequestOptions } from './request'
