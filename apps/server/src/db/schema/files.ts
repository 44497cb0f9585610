import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts.js';

/** PostgreSQL's bytea; `pg` hands back a Buffer and PGlite a Uint8Array, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A team's stored files (mail attachments today; uploads and step outputs later). The bytes live in the
 * row, not under DATA_DIR, so every process of a cluster reads the same file without a shared disk;
 * the size cap (FILE_MAX_BYTES) keeps rows small enough for that to stay sensible.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_team_idx').on(t.teamId, t.createdAt)],
);
