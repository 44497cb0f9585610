import { Button, CircularProgress } from '@mui/material';

type SubmitButtonProps = { label: string; disabled: boolean; busy: boolean; fullWidth?: boolean };

/** The form's submit button: disabled until the form is valid, with a spinner while it is sent. */
export function SubmitButton({ label, disabled, busy, fullWidth = true }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      fullWidth={fullWidth}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}
