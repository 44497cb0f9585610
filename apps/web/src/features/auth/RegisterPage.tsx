import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyFieldErrors, failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, FormTextField, NewPasswordFields, SubmitButton, useZodForm } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';
import { RegisterForm } from './schemas';

function RegisterFormView({ email, onCreated }: { email: string; onCreated(): void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useZodForm(RegisterForm, {
    defaultValues: { displayName: '', email, password: '', passwordConfirm: '' },
  });
  const busy = formState.isSubmitting;

  const onSubmit = async ({ displayName, email, password }: RegisterForm) => {
    try {
      await accountApi.register({ displayName, email, password });
      onCreated();
    } catch (error) {
      const fields = { displayName: 'displayName', email: 'email', password: 'password' } as const;
      // The server's words sit under their field, and the spec's "Error: <message>" shows as well.
      applyFieldErrors(error, setError, fields);
      showMessage(failureText(error), 'error');
    }
  };

  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="displayName" label={t('auth.displayName')} disabled={busy} />
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        disabled={busy}
      />
      <NewPasswordFields
        control={control}
        names={['password', 'passwordConfirm']}
        labels={[t('auth.password'), t('auth.passwordConfirm')]}
        disabled={busy}
      />
      <SubmitButton label={t('auth.createAccount')} disabled={!formState.isValid} busy={busy} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.haveAccount')} <AuthLink to="/login">{t('auth.loginLink')}</AuthLink>
      </Typography>
    </FormStack>
  );
}

/** /register: the create-account form, then ACCOUNT CREATED (spec section 2). */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [created, setCreated] = useState(false);
  if (created)
    return (
      <AuthCard title={t('auth.registerTitle')}>
        <StatusPanel
          tone="success"
          title={t('auth.accountCreated')}
          text={t('auth.verificationSent')}
          link={{ to: '/login', label: t('auth.goToLogin') }}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.registerTitle')}>
      <RegisterFormView email={params.get('email') ?? ''} onCreated={() => setCreated(true)} />
    </AuthCard>
  );
}
