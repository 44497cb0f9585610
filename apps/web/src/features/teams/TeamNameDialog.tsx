import { TeamName } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type TeamNameForm = z.input<typeof TeamName>;

/** Create or rename a team: one name, checked with the server's schema. */
export function TeamNameDialog({
  open,
  title,
  initialName,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  initialName: string;
  onCancel(): void;
  /** Resolves once saved; a rejection keeps the dialog open (the caller shows the error). */
  onSubmit(name: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, formState, reset } = useForm<TeamNameForm>({
    mode: 'onChange',
    resolver: zodResolver(TeamName),
    values: { name: initialName },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
      reset({ name: '' });
    } catch {
      // shown by the caller through the message bar
    }
  });
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit} data-testid="team-name-form">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('teams.name')}
                autoFocus
                fullWidth
                margin="dense"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {t('teams.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('teams.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
