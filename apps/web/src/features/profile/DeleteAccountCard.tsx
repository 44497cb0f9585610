import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/server-errors';
import { logout } from '../../auth';
import { showMessage } from '../../shell/message/message-store';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

/** Account delete (spec section 4: sets the soft-deleted flag), behind a confirmation dialog. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: profileApi.deleteAccount,
    onSuccess: () => logout(),
    onError: (error) => showMessage(failureText(error), 'error'),
  });
  return (
    <SectionCard title={t('profile.deleteAccount')} testId="profile-delete">
      <Typography color="text.secondary">{t('profile.deleteWarning')}</Typography>
      <div>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('profile.deleteButton')}
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('profile.deleteConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('profile.deleteConfirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => remove.mutate()}
          >
            {t('profile.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
