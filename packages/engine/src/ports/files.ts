export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  data: Uint8Array;
}

/** The team's stored files (uploaded PDFs and step outputs). */
export interface FilesPort {
  read(fileId: string): Promise<StoredFile>;
  write(file: Omit<StoredFile, 'id'>): Promise<{ id: string }>;
}
