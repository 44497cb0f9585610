import type { User } from '@flowlane/contracts';
import { Box, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveUserData } from '../../auth';
import { useAccent } from '../../shell';
import { FormStack, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { PhotoField } from './PhotoField';
import { SectionCard } from './SectionCard';
import { ProfileForm } from './schemas';
import { browserTimezone, TimezoneField } from './TimezoneField';

/** Display name, e-mail (read only), photo and time zone; saved with "User data saved". */
export function ProfileDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const { control, handleSubmit, reset, formState } = useZodForm(ProfileForm, {
    defaultValues: {
      displayName: user.data.displayName,
      photoURL: user.data.photoURL,
      timezone: user.data.settings.timezone ?? browserTimezone(),
    },
  });

  const onSubmit = async ({ displayName, photoURL, timezone }: ProfileForm) => {
    const saved = await saveUserData({
      displayName,
      photoURL,
      settings: { ...user.data.settings, timezone },
    });
    if (saved) reset({ displayName, photoURL, timezone });
  };

  return (
    <SectionCard title={t('profile.details')} testId="profile-details">
      <FormStack onSubmit={handleSubmit(onSubmit)}>
        <Controller
          control={control}
          name="photoURL"
          render={({ field, fieldState }) => (
            <PhotoField
              value={field.value}
              name={user.data.displayName}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <FormTextField control={control} name="displayName" label={t('profile.displayName')} />
        <TextField
          label={t('profile.email')}
          color={accent}
          name="email"
          value={user.data.email}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => <TimezoneField value={field.value} onChange={field.onChange} />}
        />
        <Box>
          <SubmitButton
            label={t('profile.save')}
            disabled={!formState.isValid}
            busy={formState.isSubmitting}
            fullWidth={false}
          />
        </Box>
      </FormStack>
    </SectionCard>
  );
}
