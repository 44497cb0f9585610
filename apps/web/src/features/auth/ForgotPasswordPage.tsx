import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';
import { ForgotPasswordForm } from './schemas';

function ForgotPasswordFormView({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useZodForm(ForgotPasswordForm, {
    defaultValues: { email: '' },
  });
  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    try {
      await accountApi.forgotPassword(email);
      onSent();
    } catch (error) {
      // Spec section 8: "Error: <server message>" in the message bar; the form stays for another try.
      showMessage(failureText(error), 'error');
    }
  };
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        disabled={formState.isSubmitting}
      />
      <SubmitButton
        label={t('auth.sendResetLink')}
        disabled={!formState.isValid}
        busy={formState.isSubmitting}
      />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <AuthLink to="/login">{t('auth.goToLogin')}</AuthLink>
      </Typography>
    </FormStack>
  );
}

/** /account/forgotpass: the e-mail form, then EMAIL SENT (spec section 2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      {sent ? (
        <StatusPanel
          tone="success"
          title={t('auth.emailSent')}
          text={t('auth.emailSentText')}
          link={{ to: '/login', label: t('auth.goToLogin') }}
        />
      ) : (
        <ForgotPasswordFormView onSent={() => setSent(true)} />
      )}
    </AuthCard>
  );
}
