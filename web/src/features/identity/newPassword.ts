import { isPassword } from '@/lib/validators'

/** What to tell a member about the new password they typed (spec §5 "please enter a new password"), or null. */
export function newPasswordProblem(password: string): 'account.enterNewPassword' | 'account.passwordRule' | null {
  if (password.length === 0) return 'account.enterNewPassword'
  return isPassword(password) ? null : 'account.passwordRule'
}
