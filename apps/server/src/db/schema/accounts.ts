import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A team owns every resource; its plan is the one in force (limits are read from it). */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  planGuid: text('plan_guid').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always lower-cased by the repository; the check keeps a stray writer honest. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    photoUrl: text('photo_url'),
    /** A versioned document, see `StoredUserSettings` in repositories/users.ts. */
    settings: jsonb('settings').notNull(),
    /** A versioned document, see `StoredShortcuts` in repositories/users.ts. */
    shortcuts: jsonb('shortcuts').notNull(),
    /** Secret-box ciphertext (version byte + key id + AES-256-GCM); pending until authenticatorActive. */
    authenticatorSecret: text('authenticator_secret'),
    authenticatorActive: boolean('authenticator_active').notNull().default(false),
    /** The last accepted TOTP time step; a code of this step or older is a replay. */
    totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
    activatedAt: at('activated_at'),
    softDeletedAt: at('soft_deleted_at'),
    defaultTeamId: uuid('default_team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_known', sql`${t.role} in ('admin', 'member')`),
  ],
);

/** One per team: the billing state of its plan (a Free Trial 'trialing' row from registration). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'unpaid'],
    }).notNull(),
    planGuid: text('plan_guid').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    cancelAtEnd: boolean('cancel_at_end').notNull().default(false),
    customerId: text('customer_id'),
    trialEnd: at('trial_end'),
    /** The provider's subscription (`sub_...`); null on the trial and on Flow Free after a fallback. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** When the "trial ends soon" mail went out; set once, by whichever scheduler got there first. */
    trialReminderSentAt: at('trial_reminder_sent_at'),
    /** Why the team is on the fallback plan (trial_ended, payment_failed); null on a plan it chose. */
    fallback: text('fallback', { enum: ['trial_ended', 'payment_failed'] }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_team_key').on(t.teamId),
    check(
      'subscriptions_status_known',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled', 'incomplete', 'unpaid')`,
    ),
    check('subscriptions_fallback_known', sql`${t.fallback} in ('trial_ended', 'payment_failed')`),
  ],
);

/** A sign-in: the family of its refresh tokens. Revoking it ends every token of the family at once. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /** Why it ended (logout, reuse, password, deleted, reset), for the audit trail. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as sha256; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    /**
     * Set with rotatedAt when the token was never used but retired: its answer was presumed lost and its
     * session answered anew. Such a token never earns that grace itself; shown, it ends the session.
     */
    retiredAt: at('retired_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Activation and password-reset links, stored as sha256, usable once before they expire. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.kind),
    check('one_time_tokens_kind_known', sql`${t.kind} in ('activation', 'password_reset')`),
  ],
);

/**
 * Fixed-window counters for the sign-in rate limits (per account, per address), kept in the database so
 * every web process of a cluster shares them and a restart does not reset a lock-out.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  count: integer('count').notNull(),
});
