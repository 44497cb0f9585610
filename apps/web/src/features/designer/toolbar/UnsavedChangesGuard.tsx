import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { selectDirty, useDesignerStore } from '../store/designer-store';

/**
 * Asks before leaving with unsaved changes: another route (React Router's blocker) or closing or
 * reloading the tab (beforeunload, where the browser shows its own question).
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const dirty = useDesignerStore(selectDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      selectDirty(useDesignerStore.getState()) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // A logout resets the designer while its navigation waits here: nothing is left to lose, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <Dialog
      open={blocker.state === 'blocked' && dirty}
      onClose={() => blocker.reset?.()}
      data-testid="unsaved-dialog"
    >
      <DialogTitle>{t('designer.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('designer.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => blocker.reset?.()} autoFocus>
          {t('designer.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('designer.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
