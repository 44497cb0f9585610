import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportWorkflow } from './use-workflow-actions';

/** Picks an export file and imports it as a new workflow. */
export function ImportButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importFile = useImportWorkflow();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileUploadIcon />}
        disabled={importFile.isPending}
        onClick={() => input.current?.click()}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {importFile.isPending ? t('workflows.importing') : t('workflows.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="workflow-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) importFile.mutate(file);
        }}
      />
    </>
  );
}
