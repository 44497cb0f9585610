import {
  PDF_CONTENT_TYPE,
  PdfDocument,
  PdfDocumentDetail,
  type PdfListQuery,
  PdfListResponse,
} from '@flowlane/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authedBlob, authedFetch } from '../../auth';

export const pdfKeys = {
  all: ['pdfs'] as const,
  list: (query: PdfListQuery) => ['pdfs', 'list', query.page, query.pageSize] as const,
  detail: (id: string) => ['pdfs', 'detail', id] as const,
};

/** While a PDF is waiting or being read, its list and text are asked for again this often. */
const READING_POLL_MS = 1000;
const isReading = (document: PdfDocument) => document.status === 'queued' || document.status === 'reading';

export const pdfsApi = {
  list: (query: PdfListQuery) =>
    authedFetch(
      `/api/storage/ocrpdf?${new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })}`,
      { method: 'GET' },
      PdfListResponse,
    ),
  get: (id: string) =>
    authedFetch(`/api/storage/ocrpdf/${encodeURIComponent(id)}`, { method: 'GET' }, PdfDocumentDetail),
  /** POST api/storage/upload/ocrpdf as multipart/form-data, the file in the field "file". */
  upload: (file: File) => {
    const form = new FormData();
    // The browser may leave a PDF's type empty (some systems); the name's extension tells it then.
    const typed =
      file.type || !file.name.toLowerCase().endsWith('.pdf')
        ? file
        : new File([file], file.name, { type: PDF_CONTENT_TYPE });
    form.append('file', typed, file.name);
    return authedFetch('/api/storage/upload/ocrpdf', { method: 'POST', body: form }, PdfDocument);
  },
  download: (id: string) => authedBlob(`/api/storage/download/ocrpdf?id=${encodeURIComponent(id)}`),
  remove: (id: string) => authedFetch(`/api/storage/ocrpdf/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export function usePdfList(query: PdfListQuery) {
  return useQuery({
    queryKey: pdfKeys.list(query),
    queryFn: () => pdfsApi.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isReading) ? READING_POLL_MS : false),
  });
}

export function usePdfText(id: string | null) {
  return useQuery({
    queryKey: pdfKeys.detail(id ?? ''),
    queryFn: () => pdfsApi.get(id ?? ''),
    enabled: id !== null,
    refetchInterval: (current) =>
      current.state.data && isReading(current.state.data) ? READING_POLL_MS : false,
  });
}

export function useInvalidatePdfs() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: pdfKeys.all }), [client]);
}
