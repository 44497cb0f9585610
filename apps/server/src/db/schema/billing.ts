import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The team's invoices as the provider last reported them (webhooks and API answers upsert them), so
 * the invoice table pages and sorts in SQL: the provider's list API can do neither.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** The provider's invoice id (`in_...`). */
    id: text('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    number: text('number'),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    /** The plan names of the lines, for the Product column. */
    product: text('product').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    amountRemaining: bigint('amount_remaining', { mode: 'number' }).notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    /** A versioned document: `{ v: 1, data: [{description, amount, nickname}] }`. */
    lines: jsonb('lines').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('invoices_team_created_idx').on(t.teamId, t.createdAt)],
);

/** Provider webhook events already applied, by event id: a redelivery or replay is applied once. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * The Stripe sandbox's state: Stripe objects (customer, payment_method, product, price, subscription,
 * invoice, payment_intent, setup_intent, test_clock) stored as the JSON the API answers with, so every
 * process of a cluster serves the same sandbox and it survives restarts.
 */
export const stripeSandboxObjects = pgTable(
  'stripe_sandbox_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    /** The customer the object belongs to, for lists by customer. */
    customer: text('customer'),
    data: jsonb('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stripe_sandbox_objects_kind_idx').on(t.object, t.customer)],
);

/** The sandbox's webhook events, delivered (signed like Stripe's) until the endpoint answers 2xx. */
export const stripeSandboxEvents = pgTable(
  'stripe_sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    index('stripe_sandbox_events_pending_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
