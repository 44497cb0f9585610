import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts.js';
import { projects } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A team's credential for an outside service, made from an auth template. Non-secret form fields are
 * plain JSON; every secret (passwords, keys, OAuth2 tokens) is one sealed JSON object in `secrets`,
 * bound to the row id. `secrets_key_id` mirrors the key id in the sealed header so the re-encryption
 * job finds rows under an old key with an index instead of opening every row.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    templateId: text('template_id').notNull(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').notNull(),
    secrets: text('secrets'),
    secretsKeyId: text('secrets_key_id'),
    status: text('status', { enum: ['ok', 'needs_attention'] })
      .notNull()
      .default('ok'),
    statusReason: text('status_reason'),
    /** When the OAuth2 access token expires (null: no token, or the provider gave no expiry). */
    tokenExpiresAt: at('token_expires_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('authorizations_team_idx').on(t.teamId, t.name),
    index('authorizations_key_idx').on(t.secretsKeyId),
  ],
);

/**
 * An OAuth2 authorization in progress: the `state` sent to the provider (stored as sha256) with the
 * PKCE verifier (sealed) it belongs to. Used once, within 10 minutes.
 */
export const oauth2States = pgTable(
  'oauth2_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    authorizationId: uuid('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth2_states_state_key').on(t.stateHash)],
);
