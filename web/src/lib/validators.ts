/**
 * Generic validators (spec §5). Each takes the raw input and answers true or false; none trims,
 * so callers decide about surrounding spaces. Lengths count characters (code points), as the
 * backend does.
 */

/** Default maxlength of one-line text inputs (spec §5). */
export const TEXT_MAXLENGTH = 140

const EMAIL_MAX_LENGTH = 254
const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const EMAIL = new RegExp(`^${EMAIL_LOCAL}@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`)

const EMAIL_LOCAL_MAX_LENGTH = 64

export function isEmail(value: string): boolean {
  const localLength = value.lastIndexOf('@')
  return (
    value.length <= EMAIL_MAX_LENGTH && localLength <= EMAIL_LOCAL_MAX_LENGTH && EMAIL.test(value)
  )
}

const MOBILE = /^1[2-9]\d{9}$/

/** Mainland mobile number: 11 digits, 1 then 2-9 (same rule as the backend). */
export function isMobile(value: string): boolean {
  return MOBILE.test(value)
}

/** The backend's http(s) URL rule. */
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/

export function isUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  return days[month - 1] ?? 0
}

function isExistingDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** YYYY-MM-DD naming a day that exists (no 2026-02-29). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value)
  return match !== null && isExistingDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/

/**
 * ISO 8601 calendar date, optionally with a time and zone:
 * 2026-11-02, 2026-11-02T14:05, 2026-11-02T14:05:09.123Z, 2026-11-02T14:05:09+08:00.
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value)
  return match !== null && isDate(match[1] ?? '')
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/

/** A decimal number such as 12, -3.5, .5 or 1e3 (no hex, Infinity or NaN). */
export function isNumber(value: string): boolean {
  return NUMBER.test(value)
}

const DIGITS = /^\d+$/

/** ASCII digits only, at least one. */
export function isDigits(value: string): boolean {
  return DIGITS.test(value)
}

const ID_CARD_18 = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/i
const ID_CARD_15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CARD_CHECK_CHARS = '10X98765432'
const ID_CARD_MIN_BIRTH_YEAR = 1800

function idCardCheckChar(first17: string): string {
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return ID_CARD_CHECK_CHARS[sum % 11] ?? ''
}

function isIdCard18(value: string): boolean {
  const match = ID_CARD_18.exec(value)
  if (!match) return false
  const year = Number(match[1])
  const hasBirthDate = year >= ID_CARD_MIN_BIRTH_YEAR && isExistingDate(year, Number(match[2]), Number(match[3]))
  return hasBirthDate && idCardCheckChar(value.slice(0, 17)) === value.slice(17).toUpperCase()
}

/** The old 15-digit form: birth date YYMMDD in the 1900s, no check digit. */
function isIdCard15(value: string): boolean {
  const match = ID_CARD_15.exec(value)
  return match !== null && isExistingDate(1900 + Number(match[1]), Number(match[2]), Number(match[3]))
}

/** PRC resident ID: 18 characters with a valid birth date and check character, or the old 15-digit form. */
export function isIdCard(value: string): boolean {
  return isIdCard18(value) || isIdCard15(value)
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领'
/** Serial characters: letters without I and O, and digits. */
const SERIAL = '[A-HJ-NP-Z0-9]'
const CLASSIC_PLATE = new RegExp(`^[${PROVINCES}][A-Z]${SERIAL}{4}(?:${SERIAL}|[挂学警港澳])$`)
/** New-energy plates: small cars carry the energy letter first, large vehicles last. */
const NEW_ENERGY_PLATE = new RegExp(`^[${PROVINCES}][A-Z](?:[A-HJK]${SERIAL}\\d{4}|\\d{5}[DF])$`)

/** Mainland licence plate, classic (7 characters) or new-energy (8), written without separators. */
export function isCarPlate(value: string): boolean {
  return CLASSIC_PLATE.test(value) || NEW_ENERGY_PLATE.test(value)
}

const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/

/** Non-negative money amount with at most two decimals: 0, 12, 12.5, 12.50 (not 012, 1., .5). */
export function isAmount(value: string): boolean {
  return AMOUNT.test(value)
}

const CHINESE = /^\p{Script=Han}+$/u

/** Chinese characters (Han script) only, at least one. */
export function isChinese(value: string): boolean {
  return CHINESE.test(value)
}

const LETTERS = /^[A-Za-z]+$/

/** ASCII letters only, at least one. */
export function isLetters(value: string): boolean {
  return LETTERS.test(value)
}

const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/

/** ASCII letters and digits only, at least one. */
export function isLettersOrDigits(value: string): boolean {
  return LETTERS_OR_DIGITS.test(value)
}

/** JSON text of an object or an array (a bare number, string, boolean or null does not count). */
export function isJsonString(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

const LANDLINE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/

/** Mainland landline with area code and hyphen, optional extension: 010-12345678, 0755-1234567-801. */
export function isLandline(value: string): boolean {
  return LANDLINE.test(value)
}

/** Verification code of exactly `length` digits (default 6). */
export function isCode(value: string, length = 6): boolean {
  if (!Number.isInteger(length) || length < 1) return false
  return value.length === length && isDigits(value)
}

/** Number (or numeric string) between min and max inclusive. */
export function inRange(value: number | string, min: number, max: number): boolean {
  if (typeof value === 'string' && !isNumber(value)) return false
  const num = Number(value)
  return !Number.isNaN(num) && num >= min && num <= max
}

/** Character count between min and max inclusive. */
export function lengthInRange(value: string, min: number, max: number): boolean {
  const length = characterCount(value)
  return length >= min && length <= max
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function characterCount(value: string): number {
  return Array.from(value).length
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** null, undefined, a blank string, an empty array, Map or Set, or a plain object without keys. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (value instanceof Map || value instanceof Set) return value.size === 0
  if (typeof value === 'object' && isPlainObject(value)) return Object.keys(value).length === 0
  return false
}

const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 64
const ASCII_LETTER = /[A-Za-z]/
/** Decimal digits of any script: each is a digit to the backend too. */
const DECIMAL_DIGIT = /\p{Nd}/u

/** The backend's password rule: 8–64 characters, at least one ASCII letter and one digit. */
export function isPassword(value: string): boolean {
  return (
    lengthInRange(value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) &&
    ASCII_LETTER.test(value) &&
    DECIMAL_DIGIT.test(value)
  )
}
