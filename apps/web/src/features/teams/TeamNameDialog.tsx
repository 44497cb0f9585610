import { TeamName } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField, useZodForm } from '../../ui/form';

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
  const { control, handleSubmit, formState, reset } = useZodForm(TeamName, { values: { name: initialName } });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
      reset({ name: '' });
    } catch {
      // shown by the caller through the message bar
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="xs"
      testId="team-name-form"
      cancelLabel={t('teams.cancel')}
      submitLabel={t('teams.save')}
      submitDisabled={!formState.isValid || formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('teams.name')}
        autoFocus
        margin="dense"
        helperText=" "
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
