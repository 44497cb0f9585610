import { Email, LIMITS, MESSAGES } from '@flowlane/contracts';
import { z } from 'zod';

/** Spec section 5: the form rules and their texts. */
const required4 = z.string().trim().min(LIMITS.minPasswordLength, MESSAGES.minLength);
const password = z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength);

const PasswordPair = z.object({ password: z.string(), passwordConfirm: z.string() });
const matching = (values: z.infer<typeof PasswordPair>) => values.password === values.passwordConfirm;
const mismatch = {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['passwordConfirm'],
  // Compare as soon as both passwords are typed, even while other fields are still invalid.
  when: (payload: { value: unknown }) => PasswordPair.safeParse(payload.value).success,
};

export const LoginForm = z.object({ email: required4, password });
export type LoginForm = z.infer<typeof LoginForm>;

export const TwoFactorForm = z.object({
  code: z.string().regex(new RegExp(`^\\d{${LIMITS.twofaCodeLength}}$`), MESSAGES.twofaHint),
});
export type TwoFactorForm = z.infer<typeof TwoFactorForm>;

export const RegisterForm = z
  .object({
    displayName: required4,
    email: Email,
    password,
    passwordConfirm: z.string().min(1, MESSAGES.passwordsDoNotMatch),
  })
  .refine(matching, mismatch);
export type RegisterForm = z.infer<typeof RegisterForm>;

export const ForgotPasswordForm = z.object({ email: Email });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

export const ResetPasswordForm = z
  .object({ password, passwordConfirm: z.string().min(1, MESSAGES.passwordsDoNotMatch) })
  .refine(matching, mismatch);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
