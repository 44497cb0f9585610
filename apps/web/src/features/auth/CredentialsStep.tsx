import { MESSAGES } from '@flowlane/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { failureMessage } from '../../api/server-errors';
import { login } from '../../auth';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { AuthLink } from './AuthLink';
import { LoginForm } from './schemas';

type CredentialsStepProps = {
  initial: LoginForm;
  /** The demo screens hide the forgot-password link. */
  demo: boolean;
  onSecondFactor(credentials: LoginForm): void;
};

/** Step one of the login: e-mail (or username) and password. */
export function CredentialsStep({ initial, demo, onSecondFactor }: CredentialsStepProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useZodForm(LoginForm, {
    defaultValues: initial,
  });

  const onSubmit = async (values: LoginForm) => {
    try {
      const outcome = await login({ username: values.email, password: values.password });
      if (outcome === 'secondFactorRequired') onSecondFactor(values);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        // Spec section 8: without a 2FA key a 401 reads "Invalid username or password", on both fields.
        setError('email', { type: 'server', message: MESSAGES.invalidUsernameOrPassword });
        setError('password', { type: 'server', message: MESSAGES.invalidUsernameOrPassword });
      } else showMessage(failureMessage(error), 'error');
    }
  };

  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="email"
        label={t('auth.emailOrUsername')}
        autoComplete="username"
        autoFocus={!demo}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
      />
      {!demo && (
        <Box sx={{ textAlign: 'right' }}>
          <AuthLink to="/account/forgotpass">{t('auth.forgotPassword')}</AuthLink>
        </Box>
      )}
      <SubmitButton label={t('auth.login')} disabled={!formState.isValid} busy={formState.isSubmitting} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.noAccount')} <AuthLink to="/register">{t('auth.register')}</AuthLink>
      </Typography>
    </FormStack>
  );
}
