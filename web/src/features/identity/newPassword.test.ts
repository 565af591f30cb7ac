import { describe, expect, it } from 'vitest'
import { newPasswordProblem } from './newPassword'

describe('new password', () => {
  it('asks for one when empty, states the rule when it breaks it', () => {
    expect(newPasswordProblem('')).toBe('account.enterNewPassword')
    expect(newPasswordProblem('short1')).toBe('account.passwordRule')
    expect(newPasswordProblem('longenough')).toBe('account.passwordRule')
    expect(newPasswordProblem('longenough1')).toBeNull()
  })
})
