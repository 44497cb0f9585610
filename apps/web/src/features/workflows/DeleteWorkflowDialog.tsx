import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { WORKFLOWS_TEXTS } from './texts';

/** Asks before a workflow and its runs are deleted. */
export function DeleteWorkflowDialog({
  title,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-workflow-title"
      data-testid="delete-dialog"
    >
      <DialogTitle id="delete-workflow-title">{WORKFLOWS_TEXTS.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{WORKFLOWS_TEXTS.deleteText(title)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {WORKFLOWS_TEXTS.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {WORKFLOWS_TEXTS.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
