import { currentLanguage, t } from './i18n'

const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' })

/** An amount in fen, shown in yuan. */
export function money(fen: number | null | undefined): string {
  return fen == null ? '—' : yuan.format(fen / 100)
}

/** An epoch-millisecond time in the operator's locale, to the second. */
export function dateTime(epochMs: number | null | undefined): string {
  if (epochMs == null) return '—'
  return new Date(epochMs).toLocaleString(currentLanguage() === 'en' ? 'en-GB' : 'zh-CN', { hour12: false })
}

/** A payment channel's code (wallet, mock, wx_lite, alipay_wap …) as its operator-facing name. */
export function channelName(code: string | null | undefined): string {
  if (!code) return '—'
  const family = code === 'wallet' ? 'wallet' : code === 'mock' ? 'mock' : code.startsWith('wx') ? 'wechat' : code.startsWith('alipay') ? 'alipay' : null
  return family ? `${t(`channel.${family}` as const)} (${code})` : code
}
