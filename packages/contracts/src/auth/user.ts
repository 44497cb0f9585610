import { z } from 'zod';
import { LIMITS } from '../system/limits.js';
import { MESSAGES } from '../system/messages.js';

const minLength = (n: number) => z.string().trim().min(n, MESSAGES.minLength);
export const Email = z.email(MESSAGES.invalidEmail).max(254);

/** Theme, layout and other shell settings: open-ended, owned by the web app's settings schema. */
export const UserSettings = z
  .object({
    timezone: z.string().max(64).optional(),
    language: z.enum(['en', 'tr', 'ar']).optional(),
  })
  .catchall(z.unknown());
export type UserSettings = z.infer<typeof UserSettings>;

export const TeamRef = z.object({ id: z.string(), name: z.string(), role: z.enum(['admin', 'member']) });
export type TeamRef = z.infer<typeof TeamRef>;

export const SubscriptionStatus = z.enum([
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'unpaid',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * Why the team is on the fallback plan (ARCHITECTURE.md "Plans"): its trial ended without a paid plan, or
 * a paid plan's payments finally failed. Null while the team is on a plan it chose; the shell's notice
 * reads it instead of guessing.
 */
export const SubscriptionFallback = z.enum(['trial_ended', 'payment_failed']);
export type SubscriptionFallback = z.infer<typeof SubscriptionFallback>;

export const UserSubscription = z.object({
  id: z.string(),
  status: SubscriptionStatus,
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  cancelAtEnd: z.boolean(),
  customer_id: z.string().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }),
  fallback: SubscriptionFallback.nullable(),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

/** The user of spec section 3: roles for the current team, profile data, the team's subscription. */
export const User = z.object({
  id: z.string(),
  roles: z.array(z.string()),
  data: z.object({
    displayName: z.string(),
    email: z.string(),
    photoURL: z.string().nullable(),
    authenticatorActive: z.boolean(),
    softDeleted: z.boolean(),
    softDeletedAt: z.string().nullable(),
    settings: UserSettings,
    shortcuts: z.array(z.string()),
    teams: z.array(TeamRef),
    defaultTeam: z.string(),
  }),
  subscription: UserSubscription.nullable(),
  billing: z.object({ customerId: z.string().nullable() }),
});
export type User = z.infer<typeof User>;

export const RegisterRequest = z.object({
  displayName: minLength(LIMITS.minNameLength).max(100),
  email: Email,
  password: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength).max(256),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const ValidateRequest = z.object({ token: z.string().min(1).max(200) });

export const LoginRequest = z.object({
  username: minLength(LIMITS.minUsernameLength).max(254),
  password: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength).max(256),
  '2fa_key': z
    .string()
    .regex(/^\d{6}$/, 'Enter 6-digit code from your authenticator app')
    .optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string(), refresh_token: z.string(), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshRequest = z.object({ refresh_token: z.string().min(1).max(200) });
export const RefreshResponse = z.object({ token: z.string(), refresh_token: z.string(), user: User });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const ForgotPasswordRequest = z.object({ email: Email });
export const ResetPasswordRequest = z.object({
  resetPasswordToken: z.string().min(1).max(200),
  newPassword: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength).max(256),
});

export const UpdateUserRequest = z.object({
  displayName: minLength(LIMITS.minNameLength).max(100).optional(),
  photoURL: z.string().max(200_000).nullable().optional(),
  authenticatorActive: z.boolean().optional(),
  settings: UserSettings.optional(),
  shortcuts: z.array(z.string().max(100)).max(100).optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength).max(256),
});

export const TwoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const TwoFactorCodeRequest = z.object({ code: z.string().regex(/^\d{6}$/) });

export const MessageResponse = z.object({ message: z.string() });
