import { codePointCount } from '@/lib/textRules'

/**
 * A TextArea's `showCount` as the server counts (code points, surrounding spaces cut), where and as
 * antd-mobile shows its own count, which counts graphemes: `showCount={() => <TextCount … />}`.
 */
export function TextCount({ value, max }: { value: string; max: number }) {
  return (
    <div className="adm-text-area-count">
      {codePointCount(value.trim())}/{max}
    </div>
  )
}
