import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, FormTextField, NewPasswordFields, SubmitButton, useZodForm } from '../../ui/form';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { PasswordForm } from './schemas';

const EMPTY: PasswordForm = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordCard() {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useZodForm(PasswordForm, {
    defaultValues: EMPTY,
  });
  const onSubmit = async ({ currentPassword, password }: PasswordForm) => {
    try {
      await profileApi.changePassword(currentPassword, password);
      reset(EMPTY);
      showMessage(t('profile.passwordChanged'), 'success');
    } catch (error) {
      const fields = { currentPassword: 'currentPassword', newPassword: 'password' } as const;
      if (!applyFieldErrors(error, setError, fields)) showMessage(failureText(error), 'error');
    }
  };
  const busy = formState.isSubmitting;
  return (
    <SectionCard title={t('profile.password')} testId="profile-password">
      <FormStack onSubmit={handleSubmit(onSubmit)}>
        <FormTextField
          control={control}
          name="currentPassword"
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          disabled={busy}
        />
        <NewPasswordFields
          control={control}
          names={['password', 'passwordConfirm']}
          labels={[t('profile.newPassword'), t('profile.newPasswordConfirm')]}
          disabled={busy}
        />
        <Box>
          <SubmitButton
            label={t('profile.changePassword')}
            disabled={!formState.isValid}
            busy={busy}
            fullWidth={false}
          />
        </Box>
      </FormStack>
    </SectionCard>
  );
}
