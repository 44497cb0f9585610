import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, Stack, TextField } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../i18n';
import { useAccent } from '../../shell';
import { showMessage } from '../../shell/message/message-store';
import { photoToDataUrl } from './photo';

type PhotoFieldProps = {
  value: string | null;
  name: string;
  error?: string;
  onChange(value: string | null): void;
};

/** The profile photo: an uploaded image (stored as a small data URL) or an image URL. */
export function PhotoField({ value, name, error, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const accent = useAccent();
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onChange(await photoToDataUrl(file));
    } catch (failure) {
      showMessage(failure instanceof Error ? failure.message : String(failure), 'error');
    }
  };
  const isUpload = value?.startsWith('data:') ?? false;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar src={value ?? undefined} alt={name} sx={{ width: 72, height: 72, fontSize: 32 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color={accent}
          startIcon={<PhotoCamera />}
          onClick={() => input.current?.click()}
        >
          {t('profile.uploadPhoto')}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)}>
            {t('profile.removePhoto')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="photo-file"
        onChange={(event) => void onFile(event)}
      />
      <TextField
        label={t('profile.photoUrl')}
        color={accent}
        size="small"
        sx={{ flex: 1 }}
        value={isUpload ? '' : (value ?? '')}
        placeholder={isUpload ? t('profile.uploadPhoto') : 'https://'}
        error={Boolean(error)}
        helperText={error && serverMessage(error)}
        onChange={(event) => onChange(event.target.value.trim() || null)}
      />
    </Stack>
  );
}
