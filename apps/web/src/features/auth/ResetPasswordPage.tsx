import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { applyFieldErrors, failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, NewPasswordFields, SubmitButton, useZodForm } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';
import { ResetPasswordForm } from './schemas';

function ResetPasswordFormView({ token, onReset }: { token: string; onReset(): void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useZodForm(ResetPasswordForm, {
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
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields
        control={control}
        names={['password', 'passwordConfirm']}
        labels={[t('auth.newPassword'), t('auth.newPasswordConfirm')]}
        disabled={busy}
        autoFocus
      />
      <SubmitButton label={t('auth.resetPassword')} disabled={!formState.isValid} busy={busy} />
    </FormStack>
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
