import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';

/** A dialog that is a form: its title, the fields as children, then Cancel and the submit button. */
export function FormDialog({
  open,
  title,
  maxWidth,
  testId,
  cancelLabel,
  submitLabel,
  submitDisabled,
  onCancel,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  maxWidth: 'xs' | 'sm' | 'md';
  /** `data-testid` of the form. */
  testId: string;
  cancelLabel: string;
  submitLabel: string;
  submitDisabled: boolean;
  onCancel(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onSubmit} data-testid={testId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
