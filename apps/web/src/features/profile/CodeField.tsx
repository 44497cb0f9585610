import { LIMITS, MESSAGES } from '@flowlane/contracts';
import type { Control } from 'react-hook-form';
import { sanitizeCode } from '../auth/code';
import { FormTextField } from '../auth/FormTextField';
import type { CodeForm } from './schemas';
import { PROFILE_TEXTS } from './texts';

/** The 6-digit authenticator code field (a 7th character is refused). */
export function CodeField({ control, disabled }: { control: Control<CodeForm>; disabled: boolean }) {
  return (
    <FormTextField
      control={control}
      name="code"
      label={PROFILE_TEXTS.code}
      helperText={MESSAGES.twofaHint}
      sanitize={sanitizeCode}
      autoComplete="one-time-code"
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.twofaCodeLength } }}
    />
  );
}
