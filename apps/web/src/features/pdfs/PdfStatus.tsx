import type { PdfDocument } from '@flowlane/contracts';
import { Box, Chip, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format';

/** Where a PDF's reading is: waiting, page n of m (with a bar), read (how many by OCR), or why it failed. */
export function PdfStatus({ document }: { document: PdfDocument }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const n = (value: number) => format.number(value);
  if (document.status === 'queued' || document.status === 'reading') {
    const total = document.pageCount;
    const label =
      document.status === 'queued'
        ? t('pdfs.queued')
        : total === null
          ? t('pdfs.opening')
          : t('pdfs.reading', { page: n(Math.min(document.pagesRead + 1, total)), count: n(total) });
    return (
      <Box sx={{ minWidth: 160 }} data-testid="pdf-progress">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <LinearProgress
          color="secondary"
          aria-label={label}
          {...(total ? { variant: 'determinate', value: (document.pagesRead / total) * 100 } : {})}
        />
      </Box>
    );
  }
  if (document.status === 'failed') {
    return (
      <Tooltip title={document.error ?? ''}>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={t('pdfs.failed')}
          data-testid="pdf-status"
        />
      </Tooltip>
    );
  }
  const partly =
    document.pageCount !== null && document.pagesRead < document.pageCount
      ? t('pdfs.partly', { read: n(document.pagesRead), count: n(document.pageCount) })
      : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={document.ocrPages > 0 ? t('pdfs.doneOcr', { count: n(document.ocrPages) }) : t('pdfs.done')}
        data-testid="pdf-status"
      />
      {partly && (
        <Typography variant="caption" color="text.secondary">
          {partly}
        </Typography>
      )}
    </Box>
  );
}
