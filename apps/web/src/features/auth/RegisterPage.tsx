import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { showMessage } from '../../shell/message/message-store';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { accountApi } from './account-api';
import { FormTextField } from './FormTextField';
import { StatusPanel } from './StatusPanel';
import { SubmitButton } from './SubmitButton';
import { RegisterForm } from './schemas';
import { applyFieldErrors, failureText } from './server-errors';
import { AUTH_TEXTS } from './texts';

function RegisterFormView({ email, onCreated }: { email: string; onCreated(): void }) {
  const { control, handleSubmit, setError, formState } = useForm<RegisterForm>({
    mode: 'onChange',
    resolver: zodResolver(RegisterForm),
    defaultValues: { displayName: '', email, password: '', passwordConfirm: '' },
  });
  const busy = formState.isSubmitting;

  const onSubmit = async ({ displayName, email, password }: RegisterForm) => {
    try {
      await accountApi.register({ displayName, email, password });
      onCreated();
    } catch (error) {
      const fields = { displayName: 'displayName', email: 'email', password: 'password' } as const;
      if (!applyFieldErrors(error, setError, fields)) showMessage(failureText(error), 'error');
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <FormTextField control={control} name="displayName" label={AUTH_TEXTS.displayName} disabled={busy} />
        <FormTextField
          control={control}
          name="email"
          label={AUTH_TEXTS.email}
          type="email"
          autoComplete="email"
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="password"
          label={AUTH_TEXTS.password}
          type="password"
          autoComplete="new-password"
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="passwordConfirm"
          label={AUTH_TEXTS.passwordConfirm}
          type="password"
          autoComplete="new-password"
          disabled={busy}
        />
        <SubmitButton label={AUTH_TEXTS.createAccount} disabled={!formState.isValid} busy={busy} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {AUTH_TEXTS.haveAccount} <AuthLink to="/login">{AUTH_TEXTS.loginLink}</AuthLink>
        </Typography>
      </Stack>
    </Box>
  );
}

/** /register: the create-account form, then ACCOUNT CREATED (spec section 2). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const [created, setCreated] = useState(false);
  if (created)
    return (
      <AuthCard title={AUTH_TEXTS.registerTitle}>
        <StatusPanel
          tone="success"
          title={AUTH_TEXTS.accountCreated}
          text={AUTH_TEXTS.verificationSent}
          link={{ to: '/login', label: AUTH_TEXTS.goToLogin }}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={AUTH_TEXTS.registerTitle}>
      <RegisterFormView email={params.get('email') ?? ''} onCreated={() => setCreated(true)} />
    </AuthCard>
  );
}
