import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/** The catalogue areas that hold the four texts of a delete question (deleteTitle, deleteText, confirmDelete, cancel). */
export type DeleteTexts = 'authorizations' | 'integrations' | 'pdfs' | 'projects' | 'datasets' | 'workflows';

/** Asks before deleting the item named `name`, in the words of the area `texts`. */
export function DeleteDialog({
  texts,
  open,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  texts: DeleteTexts;
  open: boolean;
  name: string | undefined;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t(`${texts}.deleteTitle`, { name: name ?? '' })}
      text={t(`${texts}.deleteText`)}
      confirmLabel={t(`${texts}.confirmDelete`)}
      cancelLabel={t(`${texts}.cancel`)}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
