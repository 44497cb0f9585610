import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { showMessage } from '../../shell';
import { pdfsApi, useInvalidatePdfs } from './pdfs-api';

export type Upload = { key: number; name: string };

let nextKey = 1;

/** Uploads files one after another (the server reads one PDF at a time anyway), each refusal said per file. */
export function usePdfUpload(maxSize: string) {
  const { t } = useTranslation();
  const invalidate = useInvalidatePdfs();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const refusal = (name: string, error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 415) return t('pdfs.onlyPdf', { name });
    if (error instanceof ApiRequestError && error.status === 413)
      return t('pdfs.tooLarge', { name, size: maxSize });
    const message = error instanceof Error ? error.message : t('common.unknownError');
    return t('pdfs.uploadFailed', { name, message });
  };

  const upload = async (files: File[]) => {
    const queued = files.map((file) => ({ file, key: nextKey++ }));
    setUploads((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name }))]);
    for (const { file, key } of queued) {
      try {
        await pdfsApi.upload(file);
        showMessage(t('pdfs.uploaded', { name: file.name }), 'success');
      } catch (error) {
        showMessage(refusal(file.name, error), 'error');
      } finally {
        setUploads((current) => current.filter((u) => u.key !== key));
        await invalidate();
      }
    }
  };

  return { uploads, upload };
}
