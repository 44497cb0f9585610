import { ProjectInput } from '@flowlane/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField, useZodForm } from '../../ui/form';

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
  const { control, handleSubmit, formState } = useZodForm(ProjectInput, { values: initial });
  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit({ name: input.name.trim(), description: (input.description ?? '').trim() });
    } catch {
      // announced by the mutation
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="sm"
      testId="project-form"
      cancelLabel={t('projects.cancel')}
      submitLabel={t('projects.save')}
      submitDisabled={!formState.isValid || formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('projects.name')}
          autoFocus
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('projects.description')}
          multiline
          minRows={3}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
    </FormDialog>
  );
}
