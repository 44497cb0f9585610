import { MESSAGES } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeCode } from '../../ui/form';
import { LoginForm, RegisterForm, ResetPasswordForm, TwoFactorForm } from './schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the guest forms (spec section 5)', () => {
  it('asks for 4 characters in the login fields', () => {
    expect(messages(LoginForm.safeParse({ email: 'abc', password: '123' }))).toEqual([
      MESSAGES.minLength,
      MESSAGES.minLength,
    ]);
    expect(LoginForm.safeParse({ email: 'abcd', password: '1234' }).success).toBe(true);
  });

  it('reports every register problem at once, the password mismatch included', () => {
    const result = RegisterForm.safeParse({
      displayName: 'Bob',
      email: 'bob@',
      password: 'abcd',
      passwordConfirm: 'abce',
    });
    expect(messages(result)).toEqual([
      MESSAGES.minLength,
      MESSAGES.invalidEmail,
      MESSAGES.passwordsDoNotMatch,
    ]);
  });

  it('asks the reset passwords to match', () => {
    expect(messages(ResetPasswordForm.safeParse({ password: 'abcd', passwordConfirm: 'abcx' }))).toEqual([
      MESSAGES.passwordsDoNotMatch,
    ]);
  });

  it('takes exactly six digits as the code, and refuses a seventh as it is typed', () => {
    expect(TwoFactorForm.safeParse({ code: '12345' }).success).toBe(false);
    expect(TwoFactorForm.safeParse({ code: '123456' }).success).toBe(true);
    expect(sanitizeCode('1234567')).toBe('123456');
    expect(sanitizeCode('12a34 5')).toBe('12345');
  });
});
