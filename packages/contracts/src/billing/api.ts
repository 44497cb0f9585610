import { z } from 'zod';
import { Email, SubscriptionStatus } from '../auth/user.js';
import { Page, pageQuery, SortDirection } from '../lists.js';
import type { Plan } from './plans.js';

/**
 * The billing API of spec section 7 (`/api/subscription`, `/api/billing`, `/api/invoice`) and what the
 * web needs around it (plan-change preview, provider config, the sandbox's test clock).
 * Amounts are integer cents in USD everywhere; the web shows them divided by 100 with a `$`.
 * A "plan id" in a payload is the provider plan id of the catalogue (`Plan.stripe_id`), as the spec's
 * subscription payload names it; routes carry the plan guid.
 */

/** Card brands with a logo (spec section 3); any other brand is `unknown`. */
export const CardBrand = z.enum([
  'amex',
  'diners',
  'discover',
  'jcb',
  'mastercard',
  'unionpay',
  'visa',
  'unknown',
]);
export type CardBrand = z.infer<typeof CardBrand>;

const required = (max: number) => z.string().trim().min(1, 'Required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * Billing details and the card's summary, as the checkout and change-details forms send them
 * (spec section 5: email, line1, city, country and name on card required; line2 and state optional).
 * The card summary (last4, expiry, brand) is what the card element reported; the server stores the
 * provider's own values for the payment method, never these.
 */
export const BillingDetailsRequest = z.object({
  name: required(200),
  email: Email,
  line1: required(200),
  line2: optionalText(200),
  city: required(100),
  state: optionalText(100),
  /** ISO 3166-1 alpha-2; the form's default is US. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Choose a country'),
  zip: optionalText(20),
  /** The provider's payment method id (`pm_...`) made by the card element. */
  paymentMethod: z.string().trim().min(1, 'Required').max(255),
  last4: z.string().max(4).optional(),
  expMonth: z.number().int().min(1).max(12).optional(),
  expYear: z.number().int().min(2000).max(2200).optional(),
  brand: z.string().max(40).optional(),
});
export type BillingDetailsRequest = z.infer<typeof BillingDetailsRequest>;

/** POST /api/subscription: the billing details plus the provider plan id to subscribe to. */
export const SubscriptionRequest = BillingDetailsRequest.extend({
  planId: z.string().trim().min(1).max(255),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

export const PaymentIntentStatus = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);
export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatus>;

/** What the client needs to finish a payment: confirm with the client secret when `requires_action`. */
export const PaymentIntentView = z.object({
  id: z.string(),
  client_secret: z.string(),
  status: PaymentIntentStatus,
});
export type PaymentIntentView = z.infer<typeof PaymentIntentView>;

export const InvoiceStatus = z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/**
 * POST /api/subscription and PUT /api/subscription/switch answer with the subscription after the call.
 * The spec reads `latest_invoice.payment_intent` (client_secret, status): `requires_action` means
 * "confirm the card payment (3-D Secure) with the client secret"; `succeeded` (or no payment intent,
 * nothing to pay) means done. The team's plan changes once the invoice is paid.
 */
export const SubscriptionResponse = z.object({
  /** Our subscription id, the one `user.subscription.id` carries. */
  subscriptionId: z.string(),
  status: SubscriptionStatus,
  /** The plan in force now (a payment still waiting for 3-D Secure leaves the old plan in force). */
  plan: z.object({ id: z.string(), name: z.string() }),
  latest_invoice: z
    .object({
      id: z.string(),
      number: z.string().nullable(),
      status: InvoiceStatus,
      /** Cents. */
      amount_due: z.number().int(),
      payment_intent: PaymentIntentView.nullable(),
    })
    .nullable(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** PUT /api/subscription/switch. Plan ids are provider plan ids (`Plan.stripe_id`). */
export const SwitchPlanRequest = z.object({
  /** `user.subscription.id`. */
  subscriptionId: z.string().min(1).max(100),
  currentPlanId: z.string().min(1).max(255),
  newPlanId: z.string().min(1).max(255),
});
export type SwitchPlanRequest = z.infer<typeof SwitchPlanRequest>;

/**
 * What a team loses by moving to a smaller plan: a plan feature (its triggers or steps stop), less
 * processing time, a longer shortest schedule, or fewer runs at once.
 */
export const PlanLoss = z.enum([
  'webhook',
  'mailhook',
  'request',
  'datasets',
  'aimodel',
  'processing',
  'schedule',
  'concurrency',
]);
export type PlanLoss = z.infer<typeof PlanLoss>;

/** What `to` lacks that `from` has, in the order the plan card lists features (one rule, server and web). */
export function planLosses(from: Plan, to: Plan): PlanLoss[] {
  const losses: PlanLoss[] = [];
  if (to.processingSeconds < from.processingSeconds) losses.push('processing');
  if (to.scheduleMin > from.scheduleMin) losses.push('schedule');
  for (const feature of ['webhook', 'mailhook', 'request', 'datasets', 'aimodel'] as const) {
    if (from[feature] && !to[feature]) losses.push(feature);
  }
  if (to.concurrencyValue < from.concurrencyValue) losses.push('concurrency');
  return losses;
}

/** GET /api/subscription/preview?newPlanId=: what PUT /api/subscription/switch would do now. */
export const PlanChangePreviewQuery = z.object({ newPlanId: z.string().min(1).max(255) });
export type PlanChangePreviewQuery = z.infer<typeof PlanChangePreviewQuery>;

export const PlanChangePreview = z.object({
  currentPlan: z.object({ guid: z.string(), name: z.string(), stripe_id: z.string().nullable() }),
  newPlan: z.object({ guid: z.string(), name: z.string(), stripe_id: z.string().nullable() }),
  /** True when the team has no paid subscription to change (trial, or fallen back): go to checkout. */
  checkoutRequired: z.boolean(),
  currency: z.literal('usd'),
  /** Cents charged now for the rest of the period (negative: credited to the next invoices). */
  amountDue: z.number().int(),
  /** The proration lines: a credit for the unused time on the current plan, a charge for the new one. */
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  /** The new plan's monthly price from the next period on, in cents. */
  nextPeriodAmount: z.number().int(),
  periodEnd: z.string().nullable(),
  /**
   * When the change takes effect: `now` (an upgrade, or any change during the trial), or `period_end`
   * (a downgrade: the team keeps what it paid for until `effectiveDate`, and can undo it until then).
   */
  takesEffect: z.enum(['now', 'period_end']),
  effectiveDate: z.string().nullable(),
  /** What the team will no longer have on the new plan (empty for an upgrade). */
  losses: z.array(PlanLoss),
  /** The date of the first charge when the team is on its free trial (nothing is charged before). */
  firstChargeDate: z.string().nullable(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreview>;

/**
 * GET /api/billing, PUT /api/billing: the payment method record of spec section 3 (the team's billing
 * details and its default card). GET answers `null` when the team has no payment method yet.
 */
export const PaymentMethodRecord = z.object({
  name: z.string(),
  email: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  paymentMethod: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  brand: CardBrand,
});
export type PaymentMethodRecord = z.infer<typeof PaymentMethodRecord>;

export const BillingRecordResponse = PaymentMethodRecord.nullable();
export type BillingRecordResponse = z.infer<typeof BillingRecordResponse>;

/**
 * PUT /api/billing answers with the updated record (spec section 7). When the subscription was past
 * due, its open invoice is paid with the new card at once and `retriedInvoice` says how that went.
 */
export const BillingUpdateResponse = PaymentMethodRecord.extend({
  retriedInvoice: z.object({ id: z.string(), status: InvoiceStatus }).nullable(),
});
export type BillingUpdateResponse = z.infer<typeof BillingUpdateResponse>;

/** An invoice as spec section 3 shows it; amounts in cents, `created` in unix seconds. */
export const Invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.number().int(),
  status: InvoiceStatus,
  total: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
  currency: z.literal('usd'),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string(),
        amount: z.number().int(),
        plan: z.object({ nickname: z.string().nullable() }).nullable(),
      }),
    ),
  }),
});
export type Invoice = z.infer<typeof Invoice>;

/** The invoice table's sortable columns. */
export const InvoiceSort = z.enum([
  'number',
  'product',
  'created',
  'status',
  'total',
  'amount_paid',
  'amount_remaining',
]);
export type InvoiceSort = z.infer<typeof InvoiceSort>;

export const INVOICE_PAGE_SIZE = 10;

/** GET /api/invoice: 10 a page (spec section 9), newest first unless sorted otherwise; pages from 0. */
export const InvoiceListQuery = z.object({
  ...pageQuery({ size: INVOICE_PAGE_SIZE }),
  sort: InvoiceSort.default('created'),
  order: SortDirection.default('desc'),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const InvoiceListResponse = Page(Invoice);
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

/**
 * GET /api/billing/config (no sign-in needed): which card provider the browser loads. `stripe` means
 * Stripe.js + Elements with `publishableKey`; `sandbox` means the built-in Stripe sandbox at
 * `sandboxApiBase` (calls in `./sandbox.ts`), and the UI says "Sandbox: no real charges".
 */
export const BillingConfig = z.object({
  mode: z.enum(['stripe', 'sandbox']),
  /** The provider's name for the gateway warning (spec section 5). */
  provider: z.literal('Stripe'),
  publishableKey: z.string(),
  /** e.g. "/stripe-sandbox/v1"; null with real Stripe. */
  sandboxApiBase: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof BillingConfig>;

/**
 * POST /api/billing/test-clock/advance (sandbox mode only, team admins): moves the team's sandbox test
 * clock forward so renewals, payment retries and their webhooks happen now. 404 with real Stripe.
 */
export const TestClockAdvanceRequest = z.object({
  days: z.number().int().min(1).max(400),
});
export type TestClockAdvanceRequest = z.infer<typeof TestClockAdvanceRequest>;

export const TestClockAdvanceResponse = z.object({
  /** The clock's time after the advance, unix seconds. */
  frozenTime: z.number().int(),
});
export type TestClockAdvanceResponse = z.infer<typeof TestClockAdvanceResponse>;

/** A plan as the billing state names it. */
const PlanRef = z.object({ id: z.string(), name: z.string() });

/**
 * GET /api/subscription (any member of the team): the team's subscription as the billing pages show it.
 * `scheduledChange` is a cancel or a downgrade waiting for the period's end (undone with
 * POST /api/subscription/resume); `nextPayment` is the next charge (the first one after a trial).
 */
export const SubscriptionState = z.object({
  subscriptionId: z.string(),
  status: SubscriptionStatus,
  /** The plan in force now (limits are read from it). */
  plan: PlanRef,
  periodEnd: z.string(),
  /** Set while the team is on its free trial (with or without a plan bought for after it). */
  trialEnd: z.string().nullable(),
  /** The team has a paid subscription at the provider (the trial alone is not one). */
  paid: z.boolean(),
  cancelAtEnd: z.boolean(),
  scheduledChange: z
    .object({
      kind: z.enum(['cancel', 'downgrade']),
      plan: PlanRef,
      date: z.string(),
      losses: z.array(PlanLoss),
    })
    .nullable(),
  /** Cents and ISO date; null when nothing more will be charged (cancelled, or on the trial alone). */
  nextPayment: z.object({ amount: z.number().int(), date: z.string(), first: z.boolean() }).nullable(),
  /** Only team admins manage billing; others are told whom to ask before they type a card. */
  canManage: z.boolean(),
  teamName: z.string(),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** POST /api/subscription/cancel and /resume: `user.subscription.id`. */
export const SubscriptionActionRequest = z.object({ subscriptionId: z.string().min(1).max(100) });
export type SubscriptionActionRequest = z.infer<typeof SubscriptionActionRequest>;

/** POST /api/invoice/{id}/pay: "Pay now" on an open invoice, with the card on file. */
export const InvoiceIdParams = z.object({ id: z.string().min(1).max(255) });
export type InvoiceIdParams = z.infer<typeof InvoiceIdParams>;
