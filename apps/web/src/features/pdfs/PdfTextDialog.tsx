import type { PdfDocument } from '@flowlane/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format';
import { PdfStatus } from './PdfStatus';
import { usePdfText } from './pdfs-api';

/** The text read from a PDF, page by page, each marked with how it was read; follows a read in progress. */
export function PdfTextDialog({ document, onClose }: { document: PdfDocument | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const titleId = useId();
  const detail = usePdfText(document?.id ?? null);
  const pages = detail.data?.pages ?? [];
  return (
    <Dialog open={document !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('pdfs.textTitle', { name: document?.name ?? '' })}</DialogTitle>
      <DialogContent dividers data-testid="pdf-text">
        {detail.data && (
          <Box sx={{ mb: 2 }}>
            <PdfStatus document={detail.data} />
          </Box>
        )}
        {!detail.data ? (
          detail.isError ? (
            <Alert severity="error">{t('pdfs.listFailed')}</Alert>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress color="secondary" aria-label={t('common.loading')} />
            </Box>
          )
        ) : pages.length === 0 ? (
          <Typography color="text.secondary">{t('pdfs.notReadYet')}</Typography>
        ) : (
          pages.map((page, index) => (
            <Fragment key={page.page}>
              {index > 0 && <Divider sx={{ my: 2 }} />}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="subtitle2">
                  {t('pdfs.pageHeading', { page: format.number(page.page) })}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={page.source === 'ocr' ? 'secondary' : 'default'}
                  label={page.source === 'ocr' ? t('pdfs.sourceOcr') : t('pdfs.sourceText')}
                />
              </Box>
              {page.text ? (
                // The PDF's own words: plain text, in their own direction, never markup.
                <Typography
                  component="pre"
                  dir="auto"
                  data-testid="pdf-page-text"
                  sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
                >
                  {page.text}
                </Typography>
              ) : (
                <Typography color="text.secondary">{t('pdfs.noText')}</Typography>
              )}
            </Fragment>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pdfs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
