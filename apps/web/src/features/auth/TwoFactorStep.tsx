import { LIMITS, MESSAGES } from '@flowlane/contracts';
import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { failureMessage } from '../../api/server-errors';
import { login } from '../../auth';
import { useAccent } from '../../shell';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, FormTextField, SubmitButton, sanitizeCode, useZodForm } from '../../ui/form';
import { type LoginForm, TwoFactorForm } from './schemas';

type TwoFactorStepProps = { credentials: LoginForm; onBack(): void };

/** Step two of the login: the authenticator code, sent with the credentials as 2fa_key. */
export function TwoFactorStep({ credentials, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const accent = useAccent();
  const { control, handleSubmit, setError, formState } = useZodForm(TwoFactorForm, {
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: TwoFactorForm) => {
    try {
      const outcome = await login({
        username: credentials.email,
        password: credentials.password,
        '2fa_key': code,
      });
      if (outcome === 'secondFactorRequired')
        setError('code', { type: 'server', message: MESSAGES.invalidAuthCode });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401)
        setError('code', { type: 'server', message: MESSAGES.invalidAuthCode });
      else showMessage(failureMessage(error), 'error');
    }
  };

  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="code"
        label={t('auth.code')}
        helperText={t('messages.twofaHint')}
        sanitize={sanitizeCode}
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.twofaCodeLength } }}
      />
      <SubmitButton label={t('auth.verify')} disabled={!formState.isValid} busy={formState.isSubmitting} />
      <Box sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" color={accent} underline="hover" onClick={onBack}>
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </FormStack>
  );
}
