import type { PdfDocument } from '@flowlane/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { saveBlob } from '../../api/client';
import { useLocaleFormat } from '../../i18n/format';
import { showMessage, useDateTime } from '../../shell';
import {
  actionsColumn,
  type DataColumn,
  DeleteDialog,
  EmptyState,
  ListPage,
  Ltr,
  namedRows,
  RowAction,
  tableParams,
  useClampPage,
  useListParams,
} from '../../ui';
import { fileSize } from './format';
import { PdfDropZone } from './PdfDropZone';
import { PdfStatus } from './PdfStatus';
import { PdfTextDialog } from './PdfTextDialog';
import { pdfsApi, useInvalidatePdfs, usePdfList } from './pdfs-api';
import { usePdfUpload } from './use-pdf-upload';

const PAGE_SIZES = [10, 20, 50] as const;
/** Sort, page, page size and filters, kept in the URL. */
const PDF_LIST = z.object(tableParams({ pageSize: 10 }));
/** The server's default FILE_MAX_BYTES, for the hint until the first list answer says the real one. */
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** /storage/pdfs: PDF storage — upload by drag and drop, the reading's progress, the text, download, delete. */
export function PdfsPage() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const dateTime = useDateTime();
  // Newest first, paged by the server: the table's sort and filters are not used here.
  const [state, setState] = useListParams(PDF_LIST);
  const list = usePdfList({ page: state.page, pageSize: state.pageSize });
  const invalidate = useInvalidatePdfs();
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState<PdfDocument | null>(null);
  const [deleting, setDeleting] = useState<PdfDocument | null>(null);
  const maxSize = fileSize(list.data?.maxBytes ?? DEFAULT_MAX_BYTES, format);
  const { uploads, upload } = usePdfUpload(maxSize);
  useClampPage(list.data, state.page, state.pageSize, (page) => setState({ page }));

  const download = useMutation({
    mutationFn: async (document: PdfDocument) => saveBlob(await pdfsApi.download(document.id), document.name),
    onError: (error) => showMessage(t('common.error', { message: error.message }), 'error'),
  });
  const remove = useMutation({
    mutationFn: (document: PdfDocument) => pdfsApi.remove(document.id),
    onSuccess: (_answer, document) => showMessage(t('pdfs.deleted', { name: document.name }), 'success'),
    onError: (error) => showMessage(t('common.error', { message: error.message }), 'error'),
    onSettled: () => invalidate(),
  });
  const copyId = async (document: PdfDocument) => {
    await navigator.clipboard.writeText(document.id);
    showMessage(t('pdfs.idCopied'), 'success');
  };

  const columns: DataColumn<PdfDocument>[] = [
    {
      id: 'name',
      header: t('pdfs.name'),
      sx: { maxWidth: 280 },
      cell: (document) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          onClick={() => setViewing(document)}
          sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere' }}
        >
          <bdi>{document.name}</bdi>
        </Link>
      ),
    },
    {
      id: 'size',
      header: t('pdfs.size'),
      priority: 'detail',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (document) => <Ltr>{fileSize(document.size, format)}</Ltr>,
    },
    {
      id: 'pages',
      header: t('pdfs.pages'),
      priority: 'detail',
      align: 'right',
      cellTestId: 'pdf-pages',
      cell: (document) => <Ltr>{document.pageCount === null ? '—' : format.number(document.pageCount)}</Ltr>,
    },
    {
      id: 'uploaded',
      header: t('pdfs.uploadedAt'),
      priority: 'detail',
      sx: { whiteSpace: 'nowrap' },
      cell: (document) => <bdi>{dateTime(document.createdAt)}</bdi>,
    },
    { id: 'status', header: t('pdfs.status'), cell: (document) => <PdfStatus document={document} /> },
    actionsColumn(t('pdfs.actions'), (document) => (
      <>
        <RowAction
          label={t('pdfs.viewText')}
          icon={<TextSnippetIcon fontSize="small" />}
          onClick={() => setViewing(document)}
        />
        <RowAction
          label={t('pdfs.download')}
          icon={<DownloadIcon fontSize="small" />}
          onClick={() => download.mutate(document)}
        />
        <RowAction
          label={t('pdfs.copyId')}
          icon={<ContentCopyIcon fontSize="small" />}
          onClick={() => void copyId(document)}
        />
        <RowAction
          label={t('pdfs.delete')}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => setDeleting(document)}
        />
      </>
    )),
  ];

  return (
    <ListPage
      title={t('pdfs.title')}
      subtitle={t('pdfs.subtitle')}
      actions={
        <Button
          variant="contained"
          color="secondary"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          data-testid="pdf-upload"
        >
          {t('pdfs.upload')}
        </Button>
      }
      before={
        <>
          <PdfDropZone
            input={input}
            hint={t('pdfs.dropHint', { size: maxSize })}
            onFiles={(files) => void upload(files)}
          />
          {uploads.map((item) => (
            <Box key={item.key} sx={{ mb: 1.5 }} data-testid="pdf-uploading">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('pdfs.uploading', { name: item.name })}
              </Typography>
              <LinearProgress color="secondary" />
            </Box>
          ))}
        </>
      }
      query={list}
      failed={t('pdfs.listFailed')}
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState testId="pdfs-empty">{t('pdfs.empty')}</EmptyState>}
      columns={columns}
      table={(data) => ({
        rows: data.items,
        total: data.total,
        ...namedRows<PdfDocument>('pdf'),
        state,
        onStateChange: setState,
        pageSizes: PAGE_SIZES,
        testId: 'pdfs-table',
        stale: list.isPlaceholderData,
      })}
    >
      <PdfTextDialog document={viewing} onClose={() => setViewing(null)} />
      <DeleteDialog
        texts="pdfs"
        open={deleting !== null}
        name={deleting?.name}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </ListPage>
  );
}
