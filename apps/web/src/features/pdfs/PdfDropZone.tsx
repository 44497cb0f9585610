import { PDF_CONTENT_TYPE } from '@flowlane/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { alpha, Box, Typography } from '@mui/material';
import { type DragEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where PDFs are dropped (or, by click or keyboard, chosen). Every dropped file is handed over, PDF or
 * not: the server judges, and a refusal is shown per file.
 */
export function PdfDropZone({
  input,
  hint,
  onFiles,
}: {
  input: RefObject<HTMLInputElement | null>;
  hint: string;
  onFiles(files: File[]): void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Box
      role="button"
      tabIndex={0}
      data-testid="pdf-dropzone"
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={(theme) => ({
        border: `2px dashed ${over ? theme.palette.secondary.main : theme.palette.divider}`,
        borderRadius: 2,
        px: 3,
        py: 3,
        mb: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        cursor: 'pointer',
        bgcolor: over ? alpha(theme.palette.secondary.main, 0.08) : 'transparent',
        transition: 'background-color 120ms, border-color 120ms',
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      })}
    >
      <UploadFileIcon color={over ? 'secondary' : 'action'} fontSize="large" />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{over ? t('pdfs.dropActive') : t('pdfs.dropHere')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        accept={`${PDF_CONTENT_TYPE},.pdf`}
        multiple
        hidden
        data-testid="pdf-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
