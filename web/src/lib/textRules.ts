import type { FormItemProps } from 'antd-mobile'
import { useState } from 'react'
import type { TFunction } from '@/lib/i18next-lite'
import { useTranslation } from '@/lib/i18next-lite/react'

/**
 * The server's one input rule for free text (backend core/validators.py), checked before sending: the
 * length as Python counts it (code points, after surrounding spaces are cut), no control character
 * (tabs and line breaks allowed in multi-line text), the field's pattern. The limits come from the
 * OpenAPI schema (client/textLimits.ts).
 */

export interface TextLimit {
  readonly maxLength: number
  readonly minLength?: number
  readonly pattern?: string
  readonly multiLine: boolean
}

export interface TextOptions {
  /** The form needs a value though the server would take none: true, or the message to show. */
  required?: boolean | string
  /** Whether the value is sent with surrounding spaces cut (default; the server cuts them too). */
  trim?: boolean
  /** A further check the server makes (a mobile number, a password's strength). */
  valid?: (value: string) => boolean
  /** The message when the pattern or `valid` refuses the value (default: a generic one). */
  invalidMessage?: string
}

export type TextProblem =
  | { kind: 'required' }
  | { kind: 'controlChar' }
  | { kind: 'tooLong'; max: number; count: number }
  | { kind: 'tooShort'; min: number }
  | { kind: 'invalid' }

/* eslint-disable no-control-regex -- control characters are what these refuse */
// C0 controls, DEL and lone surrogates (the `u` flag keeps a well-formed pair one code point).
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\ud800-\udfff]/u
// Multi-line text keeps tab, line feed and carriage return.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u
/* eslint-enable no-control-regex */

/** The length the server counts (Python's `len`): code points, so an emoji is one, 👨‍👩‍👧 five. */
export function codePointCount(value: string): number {
  return [...value].length
}

/** What the server would refuse in `input` (as the form sends it), or null when it would take it. */
export function textProblem(input: string | undefined, limit: TextLimit, options: TextOptions = {}): TextProblem | null {
  const { required = false, trim = true, valid } = options
  const value = trim ? (input ?? '').trim() : (input ?? '')
  const min = limit.minLength ?? 0
  if (value === '') return required !== false || min > 0 ? { kind: 'required' } : null
  if ((limit.multiLine ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(value)) return { kind: 'controlChar' }
  const count = codePointCount(value)
  if (count > limit.maxLength) return { kind: 'tooLong', max: limit.maxLength, count }
  if (count < min) return { kind: 'tooShort', min }
  if (limit.pattern !== undefined && !new RegExp(limit.pattern, 'u').test(value)) return { kind: 'invalid' }
  if (valid && !valid(value)) return { kind: 'invalid' }
  return null
}

/** The member-facing message for a problem, in the current language. */
export function textProblemMessage(t: TFunction, problem: TextProblem, options: TextOptions = {}): string {
  switch (problem.kind) {
    case 'required':
      return typeof options.required === 'string' ? options.required : t('validation.required')
    case 'controlChar':
      return t('validation.controlChar')
    case 'tooLong':
      return t('validation.tooLong', { max: problem.max, count: problem.count })
    case 'tooShort':
      return t('validation.tooShort', { min: problem.min })
    case 'invalid':
      return options.invalidMessage ?? t('validation.invalid')
  }
}

type Rule = NonNullable<FormItemProps['rules']>[number]

/** The rule as antd-mobile Form rules: the message shows under the field and validateFields refuses. */
export function textRules(t: TFunction, limit: TextLimit, options: TextOptions = {}): Rule[] {
  return [
    {
      validator: (_rule, value: string | undefined) => {
        const problem = textProblem(value, limit, options)
        return problem ? Promise.reject(new Error(textProblemMessage(t, problem, options))) : Promise.resolve()
      },
    },
  ]
}

export interface TextCheck {
  /** The message to show under the input, or null. */
  error: string | null
  /** Call with each new value: a problem shows as it appears (an empty required field waits for `check`). */
  onChange: (value: string) => void
  /** Call on submit: shows any problem and answers whether the value may be sent. */
  check: (value: string) => boolean
}

/** The rule for an input outside an antd-mobile Form (a search box, a composer); show `error` with FieldError. */
export function useTextCheck(limit: TextLimit, options: TextOptions = {}): TextCheck {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<TextProblem | null>(null)
  return {
    error: problem ? textProblemMessage(t, problem, options) : null,
    onChange: (value) => {
      const next = textProblem(value, limit, options)
      setProblem(next?.kind === 'required' ? null : next)
    },
    check: (value) => {
      const next = textProblem(value, limit, options)
      setProblem(next)
      return next === null
    },
  }
}
