import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  billingWebhookEvents,
  invoices,
  memberships,
  subscriptions,
  teams,
  usageLedger,
  users,
} from '../schema/index.js';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceUpsert = Omit<InvoiceRecord, 'updatedAt'>;
export type InvoiceSortColumn =
  | 'number'
  | 'product'
  | 'created'
  | 'status'
  | 'total'
  | 'amount_paid'
  | 'amount_remaining';

const SORT_COLUMNS = {
  number: invoices.number,
  product: invoices.product,
  created: invoices.createdAt,
  status: invoices.status,
  total: invoices.total,
  amount_paid: invoices.amountPaid,
  amount_remaining: invoices.amountRemaining,
} as const;

export type PlanState = {
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';
  planGuid: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtEnd: boolean;
  providerSubscriptionId: string | null;
  /** Set when the team lands on the fallback plan, null when a plan it chose starts. */
  fallback: 'trial_ended' | 'payment_failed' | null;
};

/** Billing state of teams: subscriptions, the invoice mirror, applied webhook events, metering. */
export function billingRepository(db: Db) {
  return {
    async teamOfCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ teamId: subscriptions.teamId })
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId));
      return row?.teamId;
    },

    async setCustomer(teamId: string, customerId: string): Promise<void> {
      await db
        .update(subscriptions)
        .set({ customerId, updatedAt: sql`now()` })
        .where(eq(subscriptions.teamId, teamId));
    },

    /** The team's subscription and the plan in force (`teams.plan_guid`, what limits read) together. */
    async applyPlan(teamId: string, state: PlanState): Promise<{ planChanged: boolean }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ planGuid: teams.planGuid })
          .from(teams)
          .where(eq(teams.id, teamId))
          .for('update');
        await tx
          .update(subscriptions)
          .set({ ...state, updatedAt: sql`now()` })
          .where(eq(subscriptions.teamId, teamId));
        await tx.update(teams).set({ planGuid: state.planGuid }).where(eq(teams.id, teamId));
        return { planChanged: before?.planGuid !== state.planGuid };
      });
    },

    /**
     * Trials ending before `before` whose reminder has not gone out, claimed by setting the mark in the
     * same statement: with several schedulers each reminder is sent once.
     */
    async claimTrialReminders(before: Date): Promise<{ teamId: string; trialEnd: Date }[]> {
      const rows = await db
        .update(subscriptions)
        .set({ trialReminderSentAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            isNull(subscriptions.providerSubscriptionId),
            isNull(subscriptions.trialReminderSentAt),
            isNotNull(subscriptions.trialEnd),
            lte(subscriptions.trialEnd, before),
          ),
        )
        .returning({ teamId: subscriptions.teamId, trialEnd: subscriptions.trialEnd });
      return rows.flatMap((row) => (row.trialEnd ? [{ teamId: row.teamId, trialEnd: row.trialEnd }] : []));
    },

    /** Trials over by `now` without a paid plan fall to `planGuid` (one statement claims each). */
    async expireTrials(now: Date, planGuid: string, periodEnd: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(subscriptions)
          .set({
            status: 'active',
            planGuid,
            periodStart: now,
            periodEnd,
            fallback: 'trial_ended',
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(subscriptions.status, 'trialing'),
              isNull(subscriptions.providerSubscriptionId),
              isNotNull(subscriptions.trialEnd),
              lte(subscriptions.trialEnd, now),
            ),
          )
          .returning({ teamId: subscriptions.teamId });
        const ids = rows.map((row) => row.teamId);
        if (ids.length > 0) await tx.update(teams).set({ planGuid }).where(inArray(teams.id, ids));
        return ids;
      });
    },

    async adminEmails(teamId: string): Promise<{ email: string; displayName: string }[]> {
      return db
        .select({ email: users.email, displayName: users.displayName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(eq(memberships.teamId, teamId), eq(memberships.role, 'admin'), isNull(users.softDeletedAt)),
        );
    },

    async upsertInvoice(row: InvoiceUpsert): Promise<void> {
      const { id, teamId, ...rest } = row;
      await db
        .insert(invoices)
        .values(row)
        .onConflictDoUpdate({
          target: invoices.id,
          set: { ...rest, updatedAt: sql`now()` },
          where: eq(invoices.teamId, teamId),
        });
    },

    async listInvoices(
      teamId: string,
      query: { page: number; pageSize: number; sort: InvoiceSortColumn; order: 'asc' | 'desc' },
    ): Promise<{ items: InvoiceRecord[]; total: number }> {
      const column = SORT_COLUMNS[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(eq(invoices.teamId, teamId))
          // The id breaks ties, so pages never repeat or skip a row.
          .orderBy(direction(column), direction(invoices.createdAt), direction(invoices.id))
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.teamId, teamId)),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async findInvoice(teamId: string, id: string): Promise<InvoiceRecord | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.teamId, teamId), eq(invoices.id, id)));
      return row;
    },

    async openInvoices(teamId: string): Promise<InvoiceRecord[]> {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.teamId, teamId), eq(invoices.status, 'open')))
        .orderBy(asc(invoices.createdAt));
    },

    async eventApplied(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingWebhookEvents.eventId })
        .from(billingWebhookEvents)
        .where(eq(billingWebhookEvents.eventId, eventId));
      return row !== undefined;
    },

    /** Records the event as applied; false when another delivery recorded it first. */
    async recordEvent(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingWebhookEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ id: billingWebhookEvents.eventId });
      return rows.length === 1;
    },

    /**
     * Ledger rows of teams billed by the provider not yet sent as meter events, claimed by marking them
     * (skip locked: several processes never take the same row). A failed send is unmarked again.
     */
    async claimUnmetered(
      limit: number,
    ): Promise<{ runId: string; processingMs: number; recordedAt: Date; customerId: string }[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            runId: usageLedger.runId,
            processingMs: usageLedger.processingMs,
            recordedAt: usageLedger.recordedAt,
            customerId: subscriptions.customerId,
          })
          .from(usageLedger)
          .innerJoin(subscriptions, eq(subscriptions.teamId, usageLedger.teamId))
          .where(and(isNull(usageLedger.meteredAt), isNotNull(subscriptions.providerSubscriptionId)))
          .limit(limit)
          .for('update', { of: usageLedger, skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(usageLedger)
            .set({ meteredAt: sql`now()` })
            .where(
              inArray(
                usageLedger.runId,
                rows.map((r) => r.runId),
              ),
            );
        }
        return rows.flatMap((row) => (row.customerId ? [{ ...row, customerId: row.customerId }] : []));
      });
    },

    async unmeter(runId: string): Promise<void> {
      await db.update(usageLedger).set({ meteredAt: null }).where(eq(usageLedger.runId, runId));
    },
  };
}
