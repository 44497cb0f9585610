import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { applyFieldErrors, failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormTextField, SubmitButton } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';
import { ResetPasswordForm } from './schemas';

function ResetPasswordFormView({ token, onReset }: { token: string; onReset(): void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const busy = formState.isSubmitting;
  const onSubmit = async ({ password }: ResetPasswordForm) => {
    try {
      await accountApi.resetPassword(token, password);
      onReset();
    } catch (error) {
      if (!applyFieldErrors(error, setError, { newPassword: 'password' }))
        showMessage(failureText(error), 'error');
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="passwordConfirm"
          label={t('auth.newPasswordConfirm')}
          type="password"
          autoComplete="new-password"
          disabled={busy}
        />
        <SubmitButton label={t('auth.resetPassword')} disabled={!formState.isValid} busy={busy} />
      </Stack>
    </Box>
  );
}

/** /account/resetpass/:resetPassToken: a new password and its confirmation, then PASSWORD RESET. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useParams().resetPassToken ?? '';
  const [reset, setReset] = useState(false);
  return (
    <AuthCard title={t('auth.resetTitle')}>
      {reset ? (
        <StatusPanel
          tone="success"
          title={t('auth.passwordReset')}
          text={t('auth.passwordResetText')}
          link={{ to: '/login', label: t('auth.goToLogin') }}
        />
      ) : (
        <ResetPasswordFormView token={token} onReset={() => setReset(true)} />
      )}
    </AuthCard>
  );
}
