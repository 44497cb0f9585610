import { LIMITS } from '@flowlane/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, sanitizeCode } from '../../ui/form';
import type { CodeForm } from './schemas';

/** The 6-digit authenticator code field (a 7th character is refused). */
export function CodeField({ control, disabled }: { control: Control<CodeForm>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name="code"
      label={t('profile.code')}
      helperText={t('messages.twofaHint')}
      sanitize={sanitizeCode}
      autoComplete="one-time-code"
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.twofaCodeLength } }}
    />
  );
}
