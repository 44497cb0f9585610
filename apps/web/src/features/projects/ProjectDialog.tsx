import { ProjectInput } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type ProjectForm = z.input<typeof ProjectInput>;

/** Create a project, or rename and describe one; checked with the server's schema. */
export function ProjectDialog({
  open,
  title,
  initial,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  initial: { name: string; description: string };
  onCancel(): void;
  /** Resolves once saved; a rejection keeps the dialog open (the mutation announces it). */
  onSubmit(input: ProjectInput): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, formState } = useForm<ProjectForm>({
    mode: 'onChange',
    resolver: zodResolver(ProjectInput),
    values: initial,
  });
  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit({ name: input.name.trim(), description: (input.description ?? '').trim() });
    } catch {
      // announced by the mutation
    }
  });
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit} data-testid="project-form">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('projects.name')}
                  autoFocus
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              )}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('projects.description')}
                  fullWidth
                  multiline
                  minRows={3}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {t('projects.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('projects.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
