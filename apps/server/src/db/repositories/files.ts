import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files } from '../schema/index.js';

export type FileRecord = typeof files.$inferSelect;
/** A file's facts without its bytes, for listings and trigger data. */
export type FileInfo = Omit<FileRecord, 'data'>;
export type NewFile = { name: string; contentType: string; data: Uint8Array };

const info = {
  id: files.id,
  teamId: files.teamId,
  name: files.name,
  contentType: files.contentType,
  size: files.size,
  sha256: files.sha256,
  createdAt: files.createdAt,
};

/** A team's stored files; every method takes the caller's team id. */
export function filesRepository(db: Db) {
  const scoped = (teamId: string, id: string) => and(eq(files.teamId, teamId), eq(files.id, id));
  return {
    async create(teamId: string, file: NewFile): Promise<FileInfo> {
      const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      const [row] = await db
        .insert(files)
        .values({
          teamId,
          name: file.name,
          contentType: file.contentType,
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          data,
        })
        .returning(info);
      if (!row) throw new Error('files insert returned no row');
      return row;
    },
    async get(teamId: string, id: string): Promise<FileRecord | undefined> {
      const [row] = await db.select().from(files).where(scoped(teamId, id));
      return row;
    },
    async info(teamId: string, id: string): Promise<FileInfo | undefined> {
      const [row] = await db.select(info).from(files).where(scoped(teamId, id));
      return row;
    },
    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(files).where(scoped(teamId, id)).returning({ id: files.id });
      return rows.length > 0;
    },
  };
}
