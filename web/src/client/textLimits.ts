// Generated from the backend OpenAPI schema by scripts/gen-api.mjs. Do not edit.
/**
 * The server's limits on the text the shop's forms send, by path and field (lib/textRules.ts checks
 * them): maxLength and minLength count code points, after surrounding spaces are cut; multiLine
 * text may hold tabs and line breaks, other text no control character at all.
 */
export const TextLimits = {
  /** POST /app-api/member/auth/login */
  '/app-api/member/auth/login': {
    mobile: { maxLength: 11, multiLine: false },
    password: { maxLength: 64, minLength: 1, multiLine: false },
  },
  /** POST /app-api/member/auth/sms-login */
  '/app-api/member/auth/sms-login': {
    code: { maxLength: 6, pattern: '^[0-9]{6}$', multiLine: false },
    mobile: { maxLength: 11, multiLine: false },
    spm: { maxLength: 100, multiLine: false },
  },
  /** PUT /app-api/member/user/update */
  '/app-api/member/user/update': {
    avatar: { maxLength: 512, multiLine: false },
    country: { maxLength: 2, multiLine: false },
    nickname: { maxLength: 30, minLength: 1, multiLine: false },
  },
  /** PUT /app-api/member/user/update-mobile */
  '/app-api/member/user/update-mobile': {
    code: { maxLength: 6, pattern: '^[0-9]{6}$', multiLine: false },
    mobile: { maxLength: 11, multiLine: false },
    oldCode: { maxLength: 6, pattern: '^[0-9]{6}$', multiLine: false },
  },
  /** PUT /app-api/member/user/update-password */
  '/app-api/member/user/update-password': {
    code: { maxLength: 6, pattern: '^[0-9]{6}$', multiLine: false },
    password: { maxLength: 64, multiLine: false },
  },
  /** PUT /app-api/member/user/reset-password */
  '/app-api/member/user/reset-password': {
    code: { maxLength: 6, pattern: '^[0-9]{6}$', multiLine: false },
    mobile: { maxLength: 11, multiLine: false },
    password: { maxLength: 64, multiLine: false },
  },
  /** POST /app-api/member/feedback/create */
  '/app-api/member/feedback/create': {
    contact: { maxLength: 100, multiLine: false },
    content: { maxLength: 2000, multiLine: true },
  },
  /** POST /app-api/trade/order/create */
  '/app-api/trade/order/create': {
    giftMessage: { maxLength: 140, multiLine: false },
    remark: { maxLength: 140, multiLine: false },
  },
  /** POST /app-api/trade/order/item/create-comment */
  '/app-api/trade/order/item/create-comment': {
    content: { maxLength: 2000, multiLine: true },
  },
  /** POST /app-api/trade/order-feedback-reply/create */
  '/app-api/trade/order-feedback-reply/create': {
    content: { maxLength: 2000, multiLine: true },
  },
  /** POST /app-api/trade/order/key-report */
  '/app-api/trade/order/key-report': {
    note: { maxLength: 200, multiLine: false },
  },
  /** GET /app-api/product/spu/page */
  '/app-api/product/spu/page': {
    keyword: { maxLength: 140, multiLine: false },
  },
  /** GET /app-api/promotion/article/page */
  '/app-api/promotion/article/page': {
    keyword: { maxLength: 140, multiLine: false },
  },
  /** GET /app-api/system/help/article/page */
  '/app-api/system/help/article/page': {
    keyword: { maxLength: 140, multiLine: false },
  },
} as const
