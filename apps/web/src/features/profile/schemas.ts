import { LIMITS, MESSAGES } from '@flowlane/contracts';
import { z } from 'zod';
import { i18n } from '../../i18n';

const isPhoto = (value: string) => value.startsWith('data:image/') || /^https?:\/\/\S+$/.test(value);

export const ProfileForm = z.object({
  displayName: z.string().trim().min(LIMITS.minNameLength, MESSAGES.minLength).max(100),
  photoURL: z
    .string()
    // Messages are asked for when shown, so they follow the interface language.
    .max(200_000, { error: () => i18n.t('profile.photoTooLarge') })
    .refine(isPhoto, { error: () => i18n.t('profile.photoUrlInvalid') })
    .nullable(),
  timezone: z.string().min(1),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

export const CodeForm = z.object({
  code: z.string().regex(new RegExp(`^\\d{${LIMITS.twofaCodeLength}}$`), MESSAGES.twofaHint),
});
export type CodeForm = z.infer<typeof CodeForm>;

const PasswordPair = z.object({ password: z.string(), passwordConfirm: z.string() });

export const PasswordForm = z
  .object({
    currentPassword: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength),
    password: z.string().min(LIMITS.minPasswordLength, MESSAGES.minLength),
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['passwordConfirm'],
    // Compare as soon as both are typed, even while the current password is still empty.
    when: (payload) => PasswordPair.safeParse(payload.value).success,
  });
export type PasswordForm = z.infer<typeof PasswordForm>;
