import {
  type BillingDetailsRequest,
  type BillingUpdateResponse,
  CardBrand,
  ERROR_CODES,
  findPlanByStripeId,
  type Invoice,
  type InvoiceListQuery,
  type InvoiceListResponse,
  MESSAGES,
  type PaymentMethodRecord,
  type Plan,
  type PlanChangePreview,
  planLosses,
  type SubscriptionActionRequest,
  type SubscriptionRequest,
  type SubscriptionResponse,
  type SubscriptionState,
  type SwitchPlanRequest,
  TRIAL_PLAN_GUID,
} from '@flowlane/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import {
  billingRepository,
  type Db,
  type InvoiceRecord,
  type SubscriptionRecord,
  subscriptionsRepository,
  teamsRepository,
} from '../db/index.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import type { Runtime } from '../runs/runtime.js';
import {
  type BillingProvider,
  CardDeclinedError,
  type CustomerDetails,
  idOf,
  type ProviderInvoice,
  type ProviderSubscription,
} from './provider.js';

/** A trial that ends, or a paid plan whose payments finally fail, falls back to this plan. */
export const FALLBACK_PLAN_GUID = 'flow-free';

/**
 * A downgrade waits for the period's end: the provider's price is already the next plan's (nothing is
 * charged or credited, `proration_behavior: none`), and these metadata keys keep the plan the team paid
 * for (its provider plan id) until the period that ended at `KEPT_UNTIL` (unix seconds) is over.
 */
const KEPT_PLAN = 'flowlane_kept_plan';
const KEPT_UNTIL = 'flowlane_kept_until';
const CLEAR_KEPT = { [KEPT_PLAN]: '', [KEPT_UNTIL]: '' };

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

const cents = (plan: Plan) => Math.round(Number(plan.price) * 100);
const isDowngrade = (from: Plan, to: Plan) => Number(to.price) < Number(from.price);

const StoredLines = z.object({
  v: z.literal(1),
  data: z.array(z.object({ description: z.string(), amount: z.number(), nickname: z.string().nullable() })),
});

const cardRefused = (error: CardDeclinedError) =>
  // The spec's text for a plain decline ("Error: Your card has been declined."); Stripe's own otherwise.
  new HttpError(
    402,
    ERROR_CODES.cardDeclined,
    error.declineCode === 'generic_decline' ? MESSAGES.cardDeclined.replace(/^Error: /, '') : error.message,
  );

function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function details(input: BillingDetailsRequest): CustomerDetails {
  return {
    name: input.name,
    email: input.email,
    address: {
      line1: input.line1,
      line2: input.line2,
      city: input.city,
      state: input.state,
      country: input.country,
      postal_code: input.zip,
    },
  };
}

/** The team's billing: checkout, plan changes, the payment method, invoices and the provider's events. */
export class BillingService {
  constructor(
    private readonly db: Db,
    readonly provider: BillingProvider,
    private readonly runtime: Runtime,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private get repo() {
    return billingRepository(this.db);
  }

  private async subscriptionOf(teamId: string) {
    const sub = await subscriptionsRepository(this.db).findForTeam(teamId);
    if (!sub) throw notFound('This team has no subscription.');
    return sub;
  }

  private planOfPrice(sub: ProviderSubscription): Plan | undefined {
    const price = sub.items.data[0]?.price;
    return price?.lookup_key ? findPlanByStripeId(price.lookup_key) : undefined;
  }

  /**
   * The plan in force (what the team paid for this period) and the plan of the next periods: they differ
   * while a downgrade waits for the period's end. Once the provider starts the next period, its end is
   * past `KEPT_UNTIL` and the next plan is in force: no clock of ours decides it.
   */
  private plansOf(sub: ProviderSubscription): { inForce: Plan | undefined; next: Plan | undefined } {
    const next = this.planOfPrice(sub);
    const item = sub.items.data[0];
    const kept = sub.metadata[KEPT_PLAN];
    const until = Number(sub.metadata[KEPT_UNTIL]);
    const keptPlan = kept ? findPlanByStripeId(kept) : undefined;
    if (keptPlan && item && Number.isFinite(until) && until >= item.current_period_end) {
      return { inForce: keptPlan, next };
    }
    return { inForce: next, next };
  }

  /**
   * Brings the team's subscription and plan in line with the provider's subscription. Live states
   * (active, trialing, past_due, unpaid) set the plan; an ended subscription the team was on falls back
   * to Flow Free; an incomplete one (first payment pending) changes nothing.
   */
  async sync(teamId: string, sub: ProviderSubscription): Promise<void> {
    const local = await this.subscriptionOf(teamId);
    const item = sub.items.data[0];
    let planChanged = false;
    if (LIVE_STATUSES.includes(sub.status) && item) {
      const plan = this.plansOf(sub).inForce;
      if (!plan) throw new Error(`The provider price ${item.price.id} is not a catalogue plan`);
      const status =
        sub.status === 'active' || sub.status === 'trialing' || sub.status === 'past_due'
          ? sub.status
          : 'unpaid';
      ({ planChanged } = await this.repo.applyPlan(teamId, {
        status,
        planGuid: plan.guid,
        periodStart: new Date(item.current_period_start * 1000),
        periodEnd: new Date(item.current_period_end * 1000),
        cancelAtEnd: sub.cancel_at_period_end,
        providerSubscriptionId: sub.id,
        fallback: null,
      }));
    } else if (
      (sub.status === 'canceled' || sub.status === 'incomplete_expired') &&
      local.providerSubscriptionId === sub.id
    ) {
      const now = new Date();
      ({ planChanged } = await this.repo.applyPlan(teamId, {
        status: 'active',
        planGuid: FALLBACK_PLAN_GUID,
        periodStart: now,
        periodEnd: monthAfter(now),
        cancelAtEnd: false,
        providerSubscriptionId: null,
        // A cancel the team chose is no fallback; a subscription ended by failed payments is.
        fallback: sub.cancel_at_period_end ? null : 'payment_failed',
      }));
      this.logger.info(
        { teamId, subscription: sub.id },
        'the subscription ended; the team fell back to Flow Free',
      );
    }
    if (planChanged) this.runtime.planChanged(teamId);
  }

  /** Mirrors a provider invoice into the team's invoice list. */
  async recordInvoice(teamId: string, invoice: ProviderInvoice): Promise<void> {
    if (!invoice.status) return;
    const prices = await this.provider.priceIds();
    const planByPrice = new Map(
      [...prices].map(([lookup, priceId]) => [priceId, findPlanByStripeId(lookup)?.name ?? null]),
    );
    const lines = invoice.lines.data.map((line) => {
      const price = line.pricing?.price_details?.price;
      return {
        description: line.description ?? '',
        amount: line.amount,
        nickname: price ? (planByPrice.get(idOf(price)) ?? null) : null,
      };
    });
    const products = [...new Set(lines.flatMap((l) => (l.nickname ? [l.nickname] : [])))];
    await this.repo.upsertInvoice({
      id: invoice.id,
      teamId,
      number: invoice.number,
      status: invoice.status,
      product: products.join(', '),
      total: invoice.total,
      amountPaid: invoice.amount_paid,
      amountRemaining: invoice.amount_remaining,
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      invoicePdf: invoice.invoice_pdf ?? null,
      lines: { v: 1, data: lines },
      createdAt: new Date(invoice.created * 1000),
    });
  }

  private async latestInvoice(sub: ProviderSubscription): Promise<ProviderInvoice | undefined> {
    if (!sub.latest_invoice) return undefined;
    return typeof sub.latest_invoice === 'string'
      ? this.provider.invoice(sub.latest_invoice)
      : sub.latest_invoice;
  }

  private async paymentIntentOf(invoice: ProviderInvoice) {
    const ref = invoice.payments?.data[0]?.payment.payment_intent;
    if (!ref) return undefined;
    return typeof ref === 'string' ? this.provider.paymentIntent(ref) : ref;
  }

  private async answer(teamId: string, invoice: ProviderInvoice | undefined): Promise<SubscriptionResponse> {
    const local = await this.subscriptionOf(teamId);
    const intent = invoice ? await this.paymentIntentOf(invoice) : undefined;
    return {
      subscriptionId: local.id,
      status: local.status,
      plan: { id: local.planGuid, name: planOf(local.planGuid).name },
      latest_invoice: invoice?.status
        ? {
            id: invoice.id,
            number: invoice.number,
            status: invoice.status,
            amount_due: invoice.amount_due,
            payment_intent: intent?.client_secret
              ? { id: intent.id, client_secret: intent.client_secret, status: intent.status }
              : null,
          }
        : null,
    };
  }

  private async liveProviderSubscription(
    providerId: string | null,
  ): Promise<ProviderSubscription | undefined> {
    if (!providerId) return undefined;
    const sub = await this.provider.subscription(providerId);
    return LIVE_STATUSES.includes(sub.status) ? sub : undefined;
  }

  /** The end of the team's free trial while it runs without a paid plan (a plan bought now starts then). */
  private trialEndOf(local: SubscriptionRecord, now = new Date()): Date | undefined {
    return local.status === 'trialing' &&
      local.planGuid === TRIAL_PLAN_GUID &&
      local.trialEnd &&
      local.trialEnd > now
      ? local.trialEnd
      : undefined;
  }

  /**
   * A first payment left waiting (a failed 3-D Secure challenge) leaves an incomplete subscription with an
   * open invoice. A new attempt ends it and voids that invoice, as Stripe's hosted flows do, so no
   * "Awaiting Payment" invoice is left behind without a way to pay it.
   */
  private async dropIncomplete(teamId: string, customer: string): Promise<void> {
    for (const sub of await this.provider.subscriptionsOf(customer, 'incomplete')) {
      await this.provider.cancelSubscription(sub.id);
      const invoiceId = sub.latest_invoice
        ? typeof sub.latest_invoice === 'string'
          ? sub.latest_invoice
          : sub.latest_invoice.id
        : undefined;
      if (!invoiceId) continue;
      let invoice = await this.provider.invoice(invoiceId);
      if (invoice.status === 'open') invoice = await this.provider.voidInvoice(invoiceId);
      await this.recordInvoice(teamId, invoice);
    }
  }

  /** A plan change waiting for a 3-D Secure payment that failed: its open invoice is voided before a retry. */
  private async dropPendingChange(teamId: string, sub: ProviderSubscription): Promise<ProviderSubscription> {
    if (!sub.pending_update) return sub;
    const invoice = await this.latestInvoice(sub);
    if (invoice?.status !== 'open') return sub;
    await this.recordInvoice(teamId, await this.provider.voidInvoice(invoice.id));
    return this.provider.subscription(sub.id);
  }

  /** The team's provider customer, made on first need and kept up to date with the billing details. */
  private async customerFor(teamId: string, input: BillingDetailsRequest): Promise<string> {
    const local = await this.subscriptionOf(teamId);
    if (local.customerId) {
      await this.provider.updateCustomer(local.customerId, details(input));
      return local.customerId;
    }
    const id = await this.provider.createCustomer(details(input), teamId);
    await this.repo.setCustomer(teamId, id);
    return id;
  }

  private async attach(paymentMethod: string, customer: string) {
    try {
      return await this.provider.attachPaymentMethod(paymentMethod, customer);
    } catch (error) {
      if (error instanceof CardDeclinedError) throw cardRefused(error);
      if (error instanceof Error && 'type' in error && error.type === 'StripeInvalidRequestError') {
        throw badRequest(error.message, { paymentMethod: error.message });
      }
      throw error;
    }
  }

  /** POST /api/subscription: a new paid subscription with the card just entered. */
  async subscribe(teamId: string, input: SubscriptionRequest): Promise<SubscriptionResponse> {
    const plan = findPlanByStripeId(input.planId);
    if (!plan) throw badRequest('Unknown plan.', { planId: 'Unknown plan.' });
    const local = await this.subscriptionOf(teamId);
    if (await this.liveProviderSubscription(local.providerSubscriptionId)) {
      throw conflict('The team already has a subscription: change its plan instead.');
    }
    const customer = await this.customerFor(teamId, input);
    await this.attach(input.paymentMethod, customer);
    await this.provider.updateCustomer(customer, details(input), input.paymentMethod);
    await this.dropIncomplete(teamId, customer);
    // Bought during the free trial: the plan starts now and is first charged when the trial ends.
    const trialEnd = this.trialEndOf(local);
    let sub: ProviderSubscription;
    try {
      sub = await this.provider.createSubscription({
        customer,
        price: await this.provider.priceFor(plan),
        paymentMethod: input.paymentMethod,
        teamId,
        ...(trialEnd ? { trialEnd } : {}),
      });
    } catch (error) {
      if (error instanceof CardDeclinedError) throw cardRefused(error);
      throw error;
    }
    const invoice = await this.latestInvoice(sub);
    const intent = invoice ? await this.paymentIntentOf(invoice) : undefined;
    if (sub.status === 'incomplete' && intent?.status === 'requires_payment_method') {
      // The first payment failed: nothing is owed and nothing changes for the team.
      await this.provider.cancelSubscription(sub.id);
      const message = intent.last_payment_error?.message ?? 'Your card was declined.';
      throw cardRefused(new CardDeclinedError(message, intent.last_payment_error?.code, undefined));
    }
    await this.sync(teamId, sub);
    if (invoice) await this.recordInvoice(teamId, invoice);
    return this.answer(teamId, invoice);
  }

  private async current(teamId: string) {
    const local = await this.subscriptionOf(teamId);
    return { local, plan: planOf(local.planGuid) };
  }

  /** GET /api/subscription/preview: the prorated amount a switch would charge now. */
  async preview(teamId: string, newPlanId: string): Promise<PlanChangePreview> {
    const newPlan = findPlanByStripeId(newPlanId);
    if (!newPlan) throw badRequest('Unknown plan.', { newPlanId: 'Unknown plan.' });
    const { local, plan } = await this.current(teamId);
    const view = (p: Plan) => ({ guid: p.guid, name: p.name, stripe_id: p.stripe_id });
    const nextPeriodAmount = cents(newPlan);
    const losses = planLosses(plan, newPlan);
    const sub = await this.liveProviderSubscription(local.providerSubscriptionId);
    if (!sub) {
      const trialEnd = this.trialEndOf(local);
      // On the trial, Flow Free needs no card: the team moves to it by itself when the trial ends.
      const free = nextPeriodAmount === 0;
      return {
        currentPlan: view(plan),
        newPlan: view(newPlan),
        checkoutRequired: !free,
        currency: 'usd',
        amountDue: trialEnd ? 0 : nextPeriodAmount,
        lines: [],
        nextPeriodAmount,
        periodEnd: null,
        takesEffect: free ? 'period_end' : 'now',
        effectiveDate: free ? (trialEnd ?? local.periodEnd).toISOString() : null,
        losses,
        firstChargeDate: trialEnd && !free ? trialEnd.toISOString() : null,
      };
    }
    const end = sub.items.data[0]?.current_period_end;
    const periodEnd = end ? new Date(end * 1000).toISOString() : null;
    const base = {
      currentPlan: view(plan),
      newPlan: view(newPlan),
      checkoutRequired: false,
      currency: 'usd' as const,
      nextPeriodAmount,
      periodEnd,
      losses,
    };
    if (plan.guid === newPlan.guid || sub.status === 'trialing' || isDowngrade(plan, newPlan)) {
      // Nothing is charged now: the same plan; any change during the trial (first charged when it ends);
      // or a downgrade, which starts when the period paid for ends.
      const trialing = sub.status === 'trialing';
      const later = !trialing && isDowngrade(plan, newPlan);
      return {
        ...base,
        amountDue: 0,
        lines: [],
        takesEffect: later ? 'period_end' : 'now',
        effectiveDate: later ? periodEnd : null,
        firstChargeDate: trialing ? periodEnd : null,
      };
    }
    const preview = await this.provider.previewSwitch(sub, await this.provider.priceFor(newPlan));
    return {
      ...base,
      amountDue: preview.amount_due,
      lines: preview.lines.data.map((l) => ({ description: l.description ?? '', amount: l.amount })),
      takesEffect: 'now',
      effectiveDate: null,
      firstChargeDate: null,
    };
  }

  /** PUT /api/subscription/switch: another plan now, the difference prorated and invoiced at once. */
  async switchPlan(teamId: string, input: SwitchPlanRequest): Promise<SubscriptionResponse> {
    const { local, plan } = await this.current(teamId);
    if (input.subscriptionId !== local.id) throw notFound('Subscription not found.');
    const newPlan = findPlanByStripeId(input.newPlanId);
    if (!newPlan) throw badRequest('Unknown plan.', { newPlanId: 'Unknown plan.' });
    if (plan.stripe_id !== input.currentPlanId) {
      throw conflict('The plan changed meanwhile; reload the page and try again.', {
        currentPlanId: 'Not the current plan.',
      });
    }
    if (plan.guid === newPlan.guid) throw conflict('You are already subscribed to this plan.');
    const sub = await this.liveProviderSubscription(local.providerSubscriptionId);
    if (!sub && this.trialEndOf(local) && cents(newPlan) === 0) {
      throw conflict('Your free trial moves to Flow Free by itself when it ends.');
    }
    if (!sub) throw conflict('The team has no paid subscription yet: subscribe at checkout first.');
    const price = await this.provider.priceFor(newPlan);
    let updated: ProviderSubscription;
    if (sub.status === 'trialing') {
      // During the trial nothing has been paid: the plan changes at once, first charged when it ends.
      updated = await this.provider.setNextPrice(sub, price, CLEAR_KEPT, false);
    } else if (isDowngrade(plan, newPlan)) {
      // The team keeps what it paid for until the period ends; the next periods are on the new plan.
      // Choosing a plan for after the period also takes back a cancel.
      const until = sub.items.data[0]?.current_period_end ?? 0;
      updated = await this.provider.setNextPrice(
        sub,
        price,
        { [KEPT_PLAN]: plan.stripe_id ?? '', [KEPT_UNTIL]: String(until) },
        false,
      );
    } else {
      // An upgrade is at once and prorated, from the plan in force: a waiting downgrade or cancel is
      // taken back first, and a change left waiting by a failed 3-D Secure has its invoice voided.
      let from = await this.dropPendingChange(teamId, sub);
      if (this.plansOf(from).next?.guid !== plan.guid || from.cancel_at_period_end) {
        from = await this.provider.setNextPrice(from, await this.provider.priceFor(plan), CLEAR_KEPT, false);
      }
      try {
        updated = await this.provider.switchPrice(from, price);
      } catch (error) {
        if (error instanceof CardDeclinedError) throw cardRefused(error);
        throw error;
      }
    }
    await this.sync(teamId, updated);
    const invoice = await this.latestInvoice(updated);
    if (invoice) await this.recordInvoice(teamId, invoice);
    return this.answer(teamId, invoice);
  }

  /** The team's live paid subscription for a cancel or resume, checked against the caller's id. */
  private async ownLive(teamId: string, subscriptionId: string) {
    const { local, plan } = await this.current(teamId);
    if (subscriptionId !== local.id) throw notFound('Subscription not found.');
    const sub = await this.liveProviderSubscription(local.providerSubscriptionId);
    if (!sub) throw conflict('The team has no paid subscription to cancel or resume.');
    return { sub, plan };
  }

  /**
   * POST /api/subscription/cancel: the subscription ends when the period paid for ends (the team then
   * moves to Flow Free); until then nothing changes and it can be resumed. A waiting downgrade is
   * replaced by the cancel.
   */
  async cancel(
    teamId: string,
    input: SubscriptionActionRequest,
    canManage: boolean,
  ): Promise<SubscriptionState> {
    const { sub, plan } = await this.ownLive(teamId, input.subscriptionId);
    const updated =
      this.plansOf(sub).next?.guid === plan.guid
        ? await this.provider.setCancelAtPeriodEnd(sub.id, true)
        : await this.provider.setNextPrice(sub, await this.provider.priceFor(plan), CLEAR_KEPT, true);
    await this.sync(teamId, updated);
    return this.state(teamId, canManage);
  }

  /** POST /api/subscription/resume: a cancel or a downgrade waiting for the period's end is taken back. */
  async resume(
    teamId: string,
    input: SubscriptionActionRequest,
    canManage: boolean,
  ): Promise<SubscriptionState> {
    const { sub, plan } = await this.ownLive(teamId, input.subscriptionId);
    const pendingDowngrade = this.plansOf(sub).next?.guid !== plan.guid;
    if (!pendingDowngrade && !sub.cancel_at_period_end) {
      throw conflict('Nothing is scheduled to change: the subscription renews as it is.');
    }
    const updated = pendingDowngrade
      ? await this.provider.setNextPrice(sub, await this.provider.priceFor(plan), CLEAR_KEPT, false)
      : await this.provider.setCancelAtPeriodEnd(sub.id, false);
    await this.sync(teamId, updated);
    return this.state(teamId, canManage);
  }

  /** GET /api/subscription: the subscription as the billing pages show it (see `SubscriptionState`). */
  async state(teamId: string, canManage: boolean): Promise<SubscriptionState> {
    const { local, plan } = await this.current(teamId);
    const team = await teamsRepository(this.db).get(teamId);
    const sub = await this.liveProviderSubscription(local.providerSubscriptionId);
    const ref = (p: Plan) => ({ id: p.guid, name: p.name });
    const periodEnd = local.periodEnd.toISOString();
    let scheduledChange: SubscriptionState['scheduledChange'] = null;
    let nextPayment: SubscriptionState['nextPayment'] = null;
    if (sub) {
      const next = this.plansOf(sub).next ?? plan;
      const fallback = planOf(FALLBACK_PLAN_GUID);
      if (sub.cancel_at_period_end) {
        scheduledChange = {
          kind: 'cancel',
          plan: ref(fallback),
          date: periodEnd,
          losses: planLosses(plan, fallback),
        };
      } else {
        if (next.guid !== plan.guid) {
          scheduledChange = {
            kind: 'downgrade',
            plan: ref(next),
            date: periodEnd,
            losses: planLosses(plan, next),
          };
        }
        if (cents(next) > 0) {
          nextPayment = { amount: cents(next), date: periodEnd, first: sub.status === 'trialing' };
        }
      }
    }
    return {
      subscriptionId: local.id,
      status: local.status,
      plan: ref(plan),
      periodEnd,
      trialEnd: local.status === 'trialing' ? (local.trialEnd ?? local.periodEnd).toISOString() : null,
      paid: sub !== undefined,
      cancelAtEnd: sub?.cancel_at_period_end ?? false,
      scheduledChange,
      nextPayment,
      canManage,
      teamName: team?.name ?? '',
    };
  }

  /**
   * POST /api/invoice/{id}/pay: "Pay now" on the team's open invoice with the card on file. A card that
   * asks for 3-D Secure answers `requires_action` with the client secret, as checkout does.
   */
  async payInvoice(teamId: string, invoiceId: string): Promise<SubscriptionResponse> {
    const row = await this.repo.findInvoice(teamId, invoiceId);
    if (!row) throw notFound('Invoice not found.');
    if (row.status !== 'open') throw conflict(`This invoice is ${row.status}: only an open invoice is paid.`);
    let invoice: ProviderInvoice;
    try {
      invoice = await this.provider.payInvoiceNow(invoiceId);
    } catch (error) {
      if (error instanceof CardDeclinedError) {
        await this.recordInvoice(teamId, await this.provider.invoice(invoiceId));
        throw cardRefused(error);
      }
      throw error;
    }
    await this.recordInvoice(teamId, invoice);
    const subRef = invoice.parent?.subscription_details?.subscription;
    if (subRef) await this.sync(teamId, await this.provider.subscription(idOf(subRef)));
    return this.answer(teamId, invoice);
  }

  /** GET /api/billing: the billing details and the default card, or null without one. */
  async record(teamId: string): Promise<PaymentMethodRecord | null> {
    const local = await this.subscriptionOf(teamId);
    if (!local.customerId) return null;
    const customer = await this.provider.customer(local.customerId);
    const pm = customer.invoice_settings.default_payment_method;
    if (!pm || typeof pm === 'string') return null;
    const brand = CardBrand.safeParse(pm.card.brand);
    return {
      name: customer.name ?? pm.billing_details?.name ?? '',
      email: customer.email ?? '',
      line1: customer.address?.line1 ?? '',
      line2: customer.address?.line2 ?? '',
      city: customer.address?.city ?? '',
      state: customer.address?.state ?? '',
      country: customer.address?.country ?? '',
      zip: customer.address?.postal_code ?? '',
      paymentMethod: pm.id,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
      brand: brand.success ? brand.data : 'unknown',
    };
  }

  /**
   * PUT /api/billing: new billing details and card. A past-due subscription's open invoices are paid
   * with the new card at once, so fixing the card is what recovers the subscription.
   */
  async updateRecord(teamId: string, input: BillingDetailsRequest): Promise<BillingUpdateResponse> {
    const local = await this.subscriptionOf(teamId);
    if (!local.customerId) throw conflict('The team has no payment method yet: subscribe at checkout first.');
    await this.attach(input.paymentMethod, local.customerId);
    await this.provider.updateCustomer(local.customerId, details(input), input.paymentMethod);
    if (local.providerSubscriptionId) {
      await this.provider.setSubscriptionPaymentMethod(local.providerSubscriptionId, input.paymentMethod);
    }
    let retriedInvoice: BillingUpdateResponse['retriedInvoice'] = null;
    if (local.providerSubscriptionId && (local.status === 'past_due' || local.status === 'unpaid')) {
      for (const open of await this.repo.openInvoices(teamId)) {
        try {
          const paid = await this.provider.payInvoice(open.id, input.paymentMethod);
          await this.recordInvoice(teamId, paid);
          retriedInvoice = { id: paid.id, status: paid.status ?? 'open' };
        } catch (error) {
          if (!(error instanceof CardDeclinedError)) throw error;
          await this.recordInvoice(teamId, await this.provider.invoice(open.id));
          throw cardRefused(error);
        }
      }
      await this.sync(teamId, await this.provider.subscription(local.providerSubscriptionId));
    }
    const record = await this.record(teamId);
    if (!record) throw new Error('The payment method was set but is not the default');
    return { ...record, retriedInvoice };
  }

  async invoices(teamId: string, query: InvoiceListQuery): Promise<InvoiceListResponse> {
    const { items, total } = await this.repo.listInvoices(teamId, query);
    return { items: items.map(invoiceView), total, page: query.page, pageSize: query.pageSize };
  }

  /** Sandbox only: the team's customer's test clock moves forward; due renewals and retries happen. */
  async advanceClock(teamId: string, days: number): Promise<number> {
    const local = await this.subscriptionOf(teamId);
    if (!local.customerId)
      throw conflict('The team has no billing customer yet: subscribe at checkout first.');
    await this.provider.advanceClock(local.customerId, days * 86_400);
    const after = await this.subscriptionOf(teamId);
    return Math.floor(after.periodStart.getTime() / 1000);
  }

  /**
   * Applies a verified provider event once. Subscription and invoice events are applied from the
   * provider's current object (fetched again), so events arriving out of order never undo newer state.
   */
  async applyEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    if (await this.repo.eventApplied(event.id)) return 'duplicate';
    const object: unknown = event.data.object;
    const teamId = await this.teamOf(object);
    if (teamId) {
      if (event.type.startsWith('customer.subscription.')) {
        const id = z.object({ id: z.string() }).parse(object).id;
        await this.sync(teamId, await this.provider.subscription(id));
      } else if (event.type.startsWith('invoice.')) {
        const id = z.object({ id: z.string() }).parse(object).id;
        const invoice = await this.provider.invoice(id);
        await this.recordInvoice(teamId, invoice);
        const subRef = invoice.parent?.subscription_details?.subscription;
        if (subRef) await this.sync(teamId, await this.provider.subscription(idOf(subRef)));
      }
    }
    const first = await this.repo.recordEvent(event.id, event.type);
    if (!first) return 'duplicate';
    return teamId ? 'applied' : 'ignored';
  }

  private async teamOf(object: unknown): Promise<string | undefined> {
    const parsed = z
      .object({
        customer: z
          .union([z.string(), z.object({ id: z.string() })])
          .nullable()
          .optional(),
      })
      .safeParse(object);
    const customer = parsed.success && parsed.data.customer ? idOf(parsed.data.customer) : undefined;
    return customer ? this.repo.teamOfCustomer(customer) : undefined;
  }
}

export function invoiceView(row: InvoiceRecord): Invoice {
  const lines = StoredLines.safeParse(row.lines);
  return {
    id: row.id,
    number: row.number,
    created: Math.floor(row.createdAt.getTime() / 1000),
    status: row.status,
    total: row.total,
    amount_paid: row.amountPaid,
    amount_remaining: row.amountRemaining,
    currency: 'usd',
    hosted_invoice_url: row.hostedInvoiceUrl,
    invoice_pdf: row.invoicePdf,
    lines: {
      data: (lines.success ? lines.data.data : []).map((l) => ({
        description: l.description,
        amount: l.amount,
        plan: { nickname: l.nickname },
      })),
    },
  };
}
