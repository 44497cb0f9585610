import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * API keys (issue 54). A key belongs to one team and never reaches another. A personal key acts as its
 * user (`user_id`) with the user's current role in the team; a team key is made by an admin (`user_id` is
 * its creator) and acts with a member's role. Only the sha256 of the key is stored.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['personal', 'team'] }).notNull(),
    name: text('name').notNull(),
    /** The key's first characters, to tell keys apart in a list. */
    start: text('start').notNull(),
    /** sha256 (hex) of the whole key. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Written at most once a minute per key (the use log has every use). */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_team_idx').on(t.teamId, t.kind),
    check('api_keys_kind_known', sql`${t.kind} in ('personal', 'team')`),
  ],
);

/** Every accepted use of a key, appended on the request path (one insert), pruned after 90 days. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [index('api_key_uses_key_idx').on(t.keyId, t.at)],
);
