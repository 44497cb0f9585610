import { LIMITS, MESSAGES } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { failureMessage } from '../../api/server-errors';
import { login } from '../../auth';
import { useAccent } from '../../shell';
import { showMessage } from '../../shell/message/message-store';
import { FormTextField, SubmitButton, sanitizeCode } from '../../ui/form';
import { type LoginForm, TwoFactorForm } from './schemas';

type TwoFactorStepProps = { credentials: LoginForm; onBack(): void };

/** Step two of the login: the authenticator code, sent with the credentials as 2fa_key. */
export function TwoFactorStep({ credentials, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const accent = useAccent();
  const { control, handleSubmit, setError, formState } = useForm<TwoFactorForm>({
    mode: 'onChange',
    resolver: zodResolver(TwoFactorForm),
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
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
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
      </Stack>
    </Box>
  );
}
