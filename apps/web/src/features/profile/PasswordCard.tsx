import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormTextField, SubmitButton } from '../../ui/form';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { PasswordForm } from './schemas';

const EMPTY: PasswordForm = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordCard() {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(PasswordForm),
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
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="currentPassword"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="password"
            label={t('profile.newPassword')}
            type="password"
            autoComplete="new-password"
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="passwordConfirm"
            label={t('profile.newPasswordConfirm')}
            type="password"
            autoComplete="new-password"
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
        </Stack>
      </Box>
    </SectionCard>
  );
}
