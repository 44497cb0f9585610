import { saveBlob } from '../../api/client';

/** The file name the server gives an export ("<title>.json", unsafe characters as "_"). */
export function exportFileName(title: string): string {
  return `${title.replace(/[^\w.-]+/g, '_') || 'workflow'}.json`;
}

/** Saves JSON as a download. */
export function downloadJson(value: unknown, fileName: string): void {
  saveBlob(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }), fileName);
}
