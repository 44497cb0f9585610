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
import { logout } from '../../auth';
import { showMessage } from '../../shell/message/message-store';
import { failureText } from '../auth/server-errors';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { PROFILE_TEXTS } from './texts';

/** Account delete (spec section 4: sets the soft-deleted flag), behind a confirmation dialog. */
export function DeleteAccountCard() {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: profileApi.deleteAccount,
    onSuccess: () => logout(),
    onError: (error) => showMessage(failureText(error), 'error'),
  });
  return (
    <SectionCard title={PROFILE_TEXTS.deleteAccount} testId="profile-delete">
      <Typography color="text.secondary">{PROFILE_TEXTS.deleteWarning}</Typography>
      <div>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {PROFILE_TEXTS.deleteButton}
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{PROFILE_TEXTS.deleteConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{PROFILE_TEXTS.deleteConfirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {PROFILE_TEXTS.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => remove.mutate()}
          >
            {PROFILE_TEXTS.deleteConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
