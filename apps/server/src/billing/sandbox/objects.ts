import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the sandbox keeps, with the fields of the pinned API version that Flowlane and
 * the SDK read. They are stored as the JSON the API answers with; `x_sandbox` holds what only the
 * sandbox needs and is never answered.
 */

export type Address = {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
};

export type Customer = {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  address: Address | null;
  balance: number;
  currency: 'usd';
  invoice_prefix: string;
  next_invoice_sequence: number;
  invoice_settings: { default_payment_method: string | null };
  metadata: Record<string, string>;
  test_clock: string | null;
  livemode: false;
  /** The customer's test clock: seconds its time runs ahead of the real clock. */
  x_sandbox: { clock_offset: number };
};

export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    country: 'US';
  };
  billing_details: { name: string | null; email: string | null; address: Address };
  metadata: Record<string, string>;
  livemode: false;
  x_sandbox: { behavior: import('./cards.js').CardBehavior };
};

export type Product = {
  id: string;
  object: 'product';
  created: number;
  name: string;
  active: boolean;
  metadata: Record<string, string>;
  livemode: false;
};

export type Price = {
  id: string;
  object: 'price';
  created: number;
  active: boolean;
  currency: 'usd';
  product: string;
  unit_amount: number;
  unit_amount_decimal: string;
  lookup_key: string | null;
  nickname: string | null;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: 1; usage_type: 'licensed' };
  metadata: Record<string, string>;
  livemode: false;
};

export type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  price: Price;
  quantity: 1;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
};

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid';

export type Subscription = {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  customer: string;
  status: SubscriptionStatus;
  currency: 'usd';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  metadata: Record<string, string>;
  pending_update: { subscription_items: { id: string; price: string }[]; expires_at: number } | null;
  trial_start: number | null;
  trial_end: number | null;
  test_clock: string | null;
  livemode: false;
};

export type InvoiceLine = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: 'usd';
  description: string;
  period: { start: number; end: number };
  quantity: 1;
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: boolean };
  };
};

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export type Invoice = {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  customer_address: Address | null;
  number: string | null;
  status: InvoiceStatus;
  currency: 'usd';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  collection_method: 'charge_automatically';
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  starting_balance: number;
  ending_balance: number | null;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; url: string };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  } | null;
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  payments: {
    object: 'list';
    data: {
      id: string;
      object: 'invoice_payment';
      amount_paid: number | null;
      amount_requested: number;
      currency: 'usd';
      is_default: true;
      status: 'open' | 'paid' | 'canceled';
      payment: { type: 'payment_intent'; payment_intent: string };
    }[];
    has_more: false;
  };
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
    marked_uncollectible_at: number | null;
  };
  metadata: Record<string, string>;
  livemode: false;
  /** The capability token of the hosted page and PDF; a pending plan change paid by this invoice. */
  x_sandbox: { token: string; pending_price: string | null };
};

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  created: number;
  amount: number;
  amount_received: number;
  currency: 'usd';
  customer: string;
  payment_method: string | null;
  status: PaymentIntentStatus;
  client_secret: string;
  next_action: { type: 'use_stripe_sdk' } | null;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  metadata: Record<string, string>;
  livemode: false;
  x_sandbox: { invoice: string | null };
};

export type SandboxObject =
  | Customer
  | PaymentMethod
  | Product
  | Price
  | Subscription
  | Invoice
  | PaymentIntent;
export type ObjectKind = SandboxObject['object'];
export type ObjectOf<K extends ObjectKind> = Extract<SandboxObject, { object: K }>;

const PREFIX: Record<ObjectKind, string> = {
  customer: 'cus',
  payment_method: 'pm',
  product: 'prod',
  price: 'price',
  subscription: 'sub',
  invoice: 'in',
  payment_intent: 'pi',
};

export function newId(
  kind: ObjectKind | 'subscription_item' | 'line_item' | 'invoice_payment' | 'event',
): string {
  const prefix =
    kind === 'subscription_item'
      ? 'si'
      : kind === 'line_item'
        ? 'il'
        : kind === 'invoice_payment'
          ? 'inpay'
          : kind === 'event'
            ? 'evt'
            : PREFIX[kind];
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function isKind<K extends ObjectKind>(value: unknown, kind: K): value is ObjectOf<K> {
  return typeof value === 'object' && value !== null && 'object' in value && value.object === kind;
}

/** The object as the API answers with it: without the sandbox's own bookkeeping. */
export function publicView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(publicView);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key !== 'x_sandbox') out[key] = publicView(field);
  }
  return out;
}
