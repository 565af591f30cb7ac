/**
 * The server's checks that its OpenAPI schema does not state (its AfterValidators in core/validators.py),
 * for the account forms' rules (lib/textRules.ts checks the rest). Each takes the raw input and answers
 * true or false; none trims. Lengths count characters (code points), as the backend does.
 */

const MOBILE = /^1[2-9]\d{9}$/

/** Mainland mobile number: 11 digits, 1 then 2-9 (same rule as the backend). */
export function isMobile(value: string): boolean {
  return MOBILE.test(value)
}

const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 64
const ASCII_LETTER = /[A-Za-z]/
/** An ASCII digit: the backend counts no other script's digits (٣ is not one). */
const ASCII_DIGIT = /[0-9]/

/** The backend's password rule: 8–64 characters, at least one ASCII letter and one ASCII digit. */
export function isPassword(value: string): boolean {
  const length = Array.from(value).length
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    ASCII_LETTER.test(value) &&
    ASCII_DIGIT.test(value)
  )
}
