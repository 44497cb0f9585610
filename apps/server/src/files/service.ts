import { type Db, type FileInfo, filesRepository } from '../db/index.js';

/** What trigger data and step outputs carry instead of a file's bytes. */
export type FileReference = { fileId: string; filename: string; contentType: string; size: number };

export class FileTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`The file is ${size} bytes; files may be at most ${maxBytes} bytes.`);
  }
}

/** Stores a file for a team, refusing one over the size cap (FILE_MAX_BYTES). */
export async function storeFile(
  db: Db,
  teamId: string,
  file: { name: string; contentType: string; data: Uint8Array },
  maxBytes: number,
): Promise<FileInfo> {
  if (file.data.byteLength > maxBytes) throw new FileTooLargeError(file.data.byteLength, maxBytes);
  return filesRepository(db).create(teamId, file);
}

export const fileReference = (file: FileInfo): FileReference => ({
  fileId: file.id,
  filename: file.name,
  contentType: file.contentType,
  size: file.size,
});

/** A Content-Disposition that keeps any file name (RFC 6266: an ASCII fallback plus the UTF-8 form). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
