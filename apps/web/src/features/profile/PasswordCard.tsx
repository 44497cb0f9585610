import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { showMessage } from '../../shell/message/message-store';
import { FormTextField } from '../auth/FormTextField';
import { SubmitButton } from '../auth/SubmitButton';
import { applyFieldErrors, failureText } from '../auth/server-errors';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { PasswordForm } from './schemas';
import { PROFILE_TEXTS } from './texts';

const EMPTY: PasswordForm = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordCard() {
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(PasswordForm),
    defaultValues: EMPTY,
  });
  const onSubmit = async ({ currentPassword, password }: PasswordForm) => {
    try {
      await profileApi.changePassword(currentPassword, password);
      reset(EMPTY);
      showMessage(PROFILE_TEXTS.passwordChanged, 'success');
    } catch (error) {
      const fields = { currentPassword: 'currentPassword', newPassword: 'password' } as const;
      if (!applyFieldErrors(error, setError, fields)) showMessage(failureText(error), 'error');
    }
  };
  const busy = formState.isSubmitting;
  return (
    <SectionCard title={PROFILE_TEXTS.password} testId="profile-password">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="currentPassword"
            label={PROFILE_TEXTS.currentPassword}
            type="password"
            autoComplete="current-password"
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="password"
            label={PROFILE_TEXTS.newPassword}
            type="password"
            autoComplete="new-password"
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="passwordConfirm"
            label={PROFILE_TEXTS.newPasswordConfirm}
            type="password"
            autoComplete="new-password"
            disabled={busy}
          />
          <Box>
            <SubmitButton
              label={PROFILE_TEXTS.changePassword}
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
