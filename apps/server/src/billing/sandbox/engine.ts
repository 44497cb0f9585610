import { randomBytes } from 'node:crypto';
import type { SandboxStore } from '../../db/index.js';
import { CARD_ERRORS, type CardError, parseCard } from './cards.js';
import {
  type Address,
  type Customer,
  type Invoice,
  type InvoiceLine,
  isKind,
  newId,
  type ObjectKind,
  type ObjectOf,
  type PaymentIntent,
  type PaymentMethod,
  type Price,
  type Product,
  publicView,
  type Subscription,
} from './objects.js';
import { isRecord, type Params, paramBool, paramInt, paramList, paramRecord, paramString } from './params.js';

/** An error answered in Stripe's shape: `{error: {type, code, decline_code, message, param}}`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'card_error' | 'invalid_request_error' | 'api_error',
    message: string,
    readonly detail: { code?: string; decline_code?: string; param?: string; payment_intent?: unknown } = {},
  ) {
    super(message);
  }

  body() {
    return { error: { type: this.type, message: this.message, ...this.detail } };
  }
}

const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});
const cardError = (error: CardError, extra: { payment_intent?: unknown } = {}) =>
  new StripeApiError(402, 'card_error', error.message, {
    code: error.code,
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    ...(error.param ? { param: error.param } : {}),
    ...extra,
  });

/** Smart retries, simplified: after a failed renewal, tries again 3, 5 and 7 days apart, then gives up. */
export const RETRY_DELAYS_DAYS = [3, 5, 7];
/** An incomplete subscription whose first payment never succeeds expires after 23 hours, as Stripe's. */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;
const DAY = 86_400;

function addMonth(unix: number): number {
  const date = new Date(unix * 1000);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const dateText = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function addressFrom(params: Params): Address | null {
  const a = paramRecord(params, 'address');
  if (!a) return null;
  return {
    line1: paramString(a, 'line1') ?? null,
    line2: paramString(a, 'line2') ?? null,
    city: paramString(a, 'city') ?? null,
    state: paramString(a, 'state') ?? null,
    country: paramString(a, 'country') ?? null,
    postal_code: paramString(a, 'postal_code') ?? null,
  };
}

function metadataFrom(params: Params, current: Record<string, string> = {}): Record<string, string> {
  const meta = paramRecord(params, 'metadata');
  if (!meta) return current;
  const out = { ...current };
  for (const [key, value] of Object.entries(meta)) {
    if (value === '' || value === null) delete out[key];
    else out[key] = String(value);
  }
  return out;
}

/**
 * One sandbox operation inside the sandbox's transaction: loads and saves objects and records the
 * webhook events it causes (delivered after the commit).
 */
export class SandboxTx {
  readonly events: string[] = [];

  constructor(
    private readonly store: SandboxStore,
    private readonly publicUrl: string,
    private readonly apiVersion: string,
  ) {}

  // ---- storage -------------------------------------------------------------------------------

  async find<K extends ObjectKind>(id: string, kind: K): Promise<ObjectOf<K> | undefined> {
    const value = await this.store.get(id);
    return isKind(value, kind) ? value : undefined;
  }

  async load<K extends ObjectKind>(id: string, kind: K, param = 'id'): Promise<ObjectOf<K>> {
    const found = await this.find(id, kind);
    if (!found) {
      throw new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
        code: 'resource_missing',
        param,
      });
    }
    return found;
  }

  async list<K extends ObjectKind>(kind: K, customer?: string): Promise<ObjectOf<K>[]> {
    const rows = await this.store.list(kind, customer);
    return rows.filter((row): row is ObjectOf<K> => isKind(row, kind));
  }

  save(object: { id: string; object: string; customer?: unknown }): Promise<void> {
    return this.store.put(object);
  }

  async emit(
    type: string,
    object: unknown,
    created: number,
    previous?: Record<string, unknown>,
  ): Promise<void> {
    const id = newId('event');
    const event = {
      id,
      object: 'event',
      api_version: this.apiVersion,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: publicView(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    await this.store.addEvent({ id, type, payload: JSON.stringify(event) });
    this.events.push(id);
  }

  /** The customer's time: the real clock plus what its test clock was advanced by. */
  nowFor(customer: Customer): number {
    return Math.floor(Date.now() / 1000) + customer.x_sandbox.clock_offset;
  }

  // ---- customers and payment methods -----------------------------------------------------------

  async createCustomer(params: Params): Promise<Customer> {
    const now = Math.floor(Date.now() / 1000);
    const customer: Customer = {
      id: newId('customer'),
      object: 'customer',
      created: now,
      email: paramString(params, 'email') ?? null,
      name: paramString(params, 'name') ?? null,
      address: addressFrom(params),
      balance: 0,
      currency: 'usd',
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      next_invoice_sequence: 1,
      invoice_settings: { default_payment_method: null },
      metadata: metadataFrom(params),
      test_clock: null,
      livemode: false,
      x_sandbox: { clock_offset: 0 },
    };
    const pm = paramString(params, 'payment_method');
    if (pm) await this.attachPaymentMethod(pm, customer);
    const defaultPm = paramString(paramRecord(params, 'invoice_settings') ?? {}, 'default_payment_method');
    if (defaultPm) customer.invoice_settings.default_payment_method = defaultPm;
    await this.save(customer);
    await this.emit('customer.created', customer, now);
    return customer;
  }

  async updateCustomer(id: string, params: Params): Promise<Customer> {
    const customer = await this.load(id, 'customer');
    const email = paramString(params, 'email');
    const name = paramString(params, 'name');
    if (email !== undefined) customer.email = email;
    if (name !== undefined) customer.name = name;
    const address = addressFrom(params);
    if (address) customer.address = address;
    customer.metadata = metadataFrom(params, customer.metadata);
    const settings = paramRecord(params, 'invoice_settings');
    const defaultPm = settings ? paramString(settings, 'default_payment_method') : undefined;
    if (defaultPm !== undefined) {
      const pm = await this.load(defaultPm, 'payment_method', 'invoice_settings[default_payment_method]');
      if (pm.customer !== customer.id) {
        throw invalid(
          `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
        );
      }
      customer.invoice_settings.default_payment_method = defaultPm;
    }
    await this.save(customer);
    await this.emit('customer.updated', customer, this.nowFor(customer));
    return customer;
  }

  async createPaymentMethod(params: Params): Promise<PaymentMethod> {
    if ((paramString(params, 'type') ?? 'card') !== 'card')
      throw invalid('The sandbox takes card payment methods only.', 'type');
    const card = paramRecord(params, 'card');
    if (!card) throw invalid('Missing required param: card.', 'card');
    const parsed = parseCard(
      {
        number: paramString(card, 'number') ?? '',
        exp_month: paramInt(card, 'exp_month') ?? 0,
        exp_year: paramInt(card, 'exp_year') ?? 0,
        cvc: paramString(card, 'cvc') ?? '',
      },
      new Date(),
    );
    if ('error' in parsed) throw cardError(parsed.error);
    const details = paramRecord(params, 'billing_details') ?? {};
    const address = addressFrom(details);
    const pm: PaymentMethod = {
      id: newId('payment_method'),
      object: 'payment_method',
      type: 'card',
      created: Math.floor(Date.now() / 1000),
      customer: null,
      card: {
        brand: parsed.card.brand,
        last4: parsed.card.last4,
        exp_month: parsed.card.exp_month,
        exp_year: parsed.card.exp_year,
        funding: 'credit',
        country: 'US',
      },
      billing_details: {
        name: paramString(details, 'name') ?? null,
        email: paramString(details, 'email') ?? null,
        address: address ?? {
          line1: null,
          line2: null,
          city: null,
          state: null,
          country: null,
          postal_code: null,
        },
      },
      metadata: metadataFrom(params),
      livemode: false,
      x_sandbox: { behavior: parsed.card.behavior },
    };
    await this.save(pm);
    return pm;
  }

  /** Stripe checks a card when it is attached: the declining test cards fail here already. */
  async attachPaymentMethod(id: string, customerOrId: Customer | string): Promise<PaymentMethod> {
    const pm = await this.load(id, 'payment_method');
    const customer =
      typeof customerOrId === 'string' ? await this.load(customerOrId, 'customer', 'customer') : customerOrId;
    if (pm.customer && pm.customer !== customer.id) {
      throw invalid(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
      );
    }
    if (pm.x_sandbox.behavior === 'decline') throw cardError(CARD_ERRORS.declined);
    if (pm.x_sandbox.behavior === 'insufficient_funds') throw cardError(CARD_ERRORS.insufficientFunds);
    if (pm.customer === customer.id) return pm;
    pm.customer = customer.id;
    await this.save(pm);
    await this.emit('payment_method.attached', pm, this.nowFor(customer));
    return pm;
  }

  async detachPaymentMethod(id: string): Promise<PaymentMethod> {
    const pm = await this.load(id, 'payment_method');
    if (!pm.customer) throw invalid('The payment method is not attached to a customer.', 'payment_method');
    const customer = await this.load(pm.customer, 'customer');
    if (customer.invoice_settings.default_payment_method === pm.id) {
      customer.invoice_settings.default_payment_method = null;
      await this.save(customer);
    }
    pm.customer = null;
    await this.save(pm);
    await this.emit('payment_method.detached', pm, this.nowFor(customer));
    return pm;
  }

  // ---- products and prices ---------------------------------------------------------------------

  async createProduct(params: Params): Promise<Product> {
    const name = paramString(params, 'name');
    if (!name) throw invalid('Missing required param: name.', 'name');
    const product: Product = {
      id: paramString(params, 'id') ?? newId('product'),
      object: 'product',
      created: Math.floor(Date.now() / 1000),
      name,
      active: paramBool(params, 'active') ?? true,
      metadata: metadataFrom(params),
      livemode: false,
    };
    if (await this.store.get(product.id)) throw invalid(`Product already exists.`, 'id');
    await this.save(product);
    return product;
  }

  async createPrice(params: Params): Promise<Price> {
    const productId = paramString(params, 'product');
    if (!productId) throw invalid('Missing required param: product.', 'product');
    const product = await this.load(productId, 'product', 'product');
    const amount = paramInt(params, 'unit_amount');
    if (amount === undefined || amount < 0)
      throw invalid('Missing required param: unit_amount.', 'unit_amount');
    if ((paramString(params, 'currency') ?? '').toLowerCase() !== 'usd')
      throw invalid('The sandbox bills in usd only.', 'currency');
    const recurring = paramRecord(params, 'recurring');
    if (!recurring || paramString(recurring, 'interval') !== 'month') {
      throw invalid('The sandbox takes monthly recurring prices only.', 'recurring[interval]');
    }
    const lookupKey = paramString(params, 'lookup_key') ?? null;
    if (lookupKey && (await this.list('price')).some((p) => p.lookup_key === lookupKey)) {
      throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      created: Math.floor(Date.now() / 1000),
      active: true,
      currency: 'usd',
      product: product.id,
      unit_amount: amount,
      unit_amount_decimal: String(amount),
      lookup_key: lookupKey,
      nickname: paramString(params, 'nickname') ?? null,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      metadata: metadataFrom(params),
      livemode: false,
    };
    await this.save(price);
    return price;
  }

  async listPrices(params: Params): Promise<Price[]> {
    const keys = paramList(params, 'lookup_keys');
    const all = await this.list('price');
    return keys ? all.filter((p) => p.lookup_key !== null && keys.includes(p.lookup_key)) : all;
  }

  // ---- invoices and payments -------------------------------------------------------------------

  private async productName(priceId: string): Promise<string> {
    const price = await this.load(priceId, 'price');
    return (await this.find(price.product, 'product'))?.name ?? price.nickname ?? price.id;
  }

  private line(
    sub: Subscription,
    item: { id: string; price: Price },
    amount: number,
    description: string,
    period: { start: number; end: number },
    proration: boolean,
  ): InvoiceLine {
    return {
      id: newId('line_item'),
      object: 'line_item',
      amount,
      currency: 'usd',
      description,
      period,
      quantity: 1,
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(amount),
      },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration },
      },
    };
  }

  /** A finalized invoice: numbered, the customer's credit balance applied, due at once. */
  private async createInvoice(
    customer: Customer,
    sub: Subscription,
    lines: InvoiceLine[],
    reason: Invoice['billing_reason'],
    period: { start: number; end: number },
    at: number,
  ): Promise<Invoice> {
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const starting = customer.balance;
    const applied = total + starting;
    const amountDue = Math.max(applied, 0);
    const ending = Math.min(applied, 0);
    customer.balance = ending;
    const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
    customer.next_invoice_sequence += 1;
    await this.save(customer);
    const id = newId('invoice');
    const token = randomBytes(18).toString('base64url');
    const hosted = `${this.publicUrl}/stripe-sandbox/invoices/${id}/${token}`;
    const invoice: Invoice = {
      id,
      object: 'invoice',
      created: at,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_address: customer.address,
      number,
      status: 'open',
      currency: 'usd',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      subtotal: total,
      total,
      amount_due: amountDue,
      amount_paid: 0,
      amount_remaining: amountDue,
      starting_balance: starting,
      ending_balance: ending,
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: amountDue > 0 ? at : null,
      period_start: period.start,
      period_end: period.end,
      hosted_invoice_url: hosted,
      invoice_pdf: `${hosted}/pdf`,
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      confirmation_secret: null,
      payments: { object: 'list', data: [], has_more: false },
      status_transitions: { finalized_at: at, paid_at: null, voided_at: null, marked_uncollectible_at: null },
      metadata: {},
      livemode: false,
      x_sandbox: { token, pending_price: null },
    };
    await this.emit('invoice.created', invoice, at);
    await this.emit('invoice.finalized', invoice, at);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  private async paymentMethodFor(
    invoice: Invoice,
    customer: Customer,
    override?: string,
  ): Promise<PaymentMethod | undefined> {
    const subId = invoice.parent?.subscription_details.subscription;
    const sub = subId ? await this.find(subId, 'subscription') : undefined;
    const id = override ?? sub?.default_payment_method ?? customer.invoice_settings.default_payment_method;
    return id ? this.find(id, 'payment_method') : undefined;
  }

  private async intentFor(
    invoice: Invoice,
    customer: Customer,
    pm: PaymentMethod | undefined,
    at: number,
  ): Promise<PaymentIntent> {
    const existing = invoice.payments.data[0]?.payment.payment_intent;
    const found = existing ? await this.find(existing, 'payment_intent') : undefined;
    if (found) {
      found.payment_method = pm?.id ?? found.payment_method;
      return found;
    }
    const id = newId('payment_intent');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      created: at,
      amount: invoice.amount_due,
      amount_received: 0,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm?.id ?? null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      next_action: null,
      last_payment_error: null,
      metadata: {},
      livemode: false,
      x_sandbox: { invoice: invoice.id },
    };
    invoice.payments.data.push({
      id: newId('invoice_payment'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      currency: 'usd',
      is_default: true,
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: id },
    });
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    await this.emit('payment_intent.created', intent, at);
    return intent;
  }

  /**
   * Tries to collect an invoice with the card on file (or `override`): paid, waiting for 3-D Secure
   * (on-session only; off-session such a card fails), or failed with Stripe's card error.
   */
  async collect(
    invoice: Invoice,
    customer: Customer,
    options: { offSession: boolean; at: number; paymentMethod?: string },
  ): Promise<'paid' | 'requires_action' | CardError> {
    if (invoice.amount_due <= 0) {
      await this.markPaid(invoice, customer, undefined, options.at);
      return 'paid';
    }
    const pm = await this.paymentMethodFor(invoice, customer, options.paymentMethod);
    const intent = await this.intentFor(invoice, customer, pm, options.at);
    invoice.attempted = true;
    let failure: CardError | undefined;
    if (!pm) {
      failure = {
        code: 'missing_payment_method',
        message: 'This customer has no attached payment source or default payment method.',
      };
    } else if (pm.x_sandbox.behavior === 'authenticate') {
      if (!options.offSession) {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk' };
        intent.last_payment_error = null;
        await this.save(intent);
        await this.save(invoice);
        await this.emit('payment_intent.requires_action', intent, options.at);
        return 'requires_action';
      }
      failure = CARD_ERRORS.authenticationRequired;
    } else if (pm.x_sandbox.behavior !== 'succeed') {
      failure =
        pm.x_sandbox.behavior === 'insufficient_funds' ? CARD_ERRORS.insufficientFunds : CARD_ERRORS.declined;
    }
    if (failure) {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = { type: 'card_error', ...failure };
      invoice.attempt_count += 1;
      await this.save(intent);
      await this.save(invoice);
      await this.emit('payment_intent.payment_failed', intent, options.at);
      await this.emit('invoice.payment_failed', invoice, options.at);
      return failure;
    }
    await this.markPaid(invoice, customer, intent, options.at);
    return 'paid';
  }

  private async markPaid(
    invoice: Invoice,
    customer: Customer,
    intent: PaymentIntent | undefined,
    at: number,
  ): Promise<void> {
    if (intent) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.next_action = null;
      intent.last_payment_error = null;
      await this.save(intent);
      await this.emit('payment_intent.succeeded', intent, at);
      for (const payment of invoice.payments.data) {
        if (payment.payment.payment_intent === intent.id) {
          payment.status = 'paid';
          payment.amount_paid = intent.amount;
        }
      }
      invoice.attempt_count += 1;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = at;
    await this.save(invoice);
    await this.emit('invoice.paid', invoice, at);
    await this.emit('invoice.payment_succeeded', invoice, at);
    const subId = invoice.parent?.subscription_details.subscription;
    const sub = subId ? await this.find(subId, 'subscription') : undefined;
    if (!sub) return;
    const previous: Record<string, unknown> = {};
    const pendingPrice = invoice.x_sandbox.pending_price;
    if (pendingPrice && sub.pending_update) {
      const item = sub.items.data[0];
      if (item) {
        previous.items = { data: [{ price: { id: item.price.id } }] };
        item.price = await this.load(pendingPrice, 'price');
      }
      previous.pending_update = sub.pending_update;
      sub.pending_update = null;
    }
    const stillOwing = (await this.list('invoice', customer.id)).some(
      (other) =>
        other.id !== invoice.id &&
        other.status === 'open' &&
        other.parent?.subscription_details.subscription === sub.id,
    );
    if (['incomplete', 'past_due', 'unpaid'].includes(sub.status) && !stillOwing) {
      previous.status = sub.status;
      sub.status = 'active';
    }
    if (Object.keys(previous).length > 0) {
      await this.save(sub);
      await this.emit('customer.subscription.updated', sub, at, previous);
    }
  }

  async payInvoice(id: string, params: Params): Promise<Invoice> {
    const invoice = await this.load(id, 'invoice');
    if (invoice.status === 'paid') throw invalid('Invoice is already paid', 'invoice');
    if (invoice.status !== 'open')
      throw invalid(`You can only pay an open invoice. This invoice is ${invoice.status}.`, 'invoice');
    const customer = await this.load(invoice.customer, 'customer');
    const pm = paramString(params, 'payment_method');
    if (pm) {
      const method = await this.load(pm, 'payment_method', 'payment_method');
      if (method.customer !== customer.id) await this.attachPaymentMethod(pm, customer);
    }
    const offSession = paramBool(params, 'off_session') ?? true;
    const outcome = await this.collect(invoice, customer, {
      offSession,
      at: this.nowFor(customer),
      ...(pm ? { paymentMethod: pm } : {}),
    });
    // On-session (a person paying now), a card that asks for 3-D Secure leaves the invoice open with its
    // payment intent requiring action, for the browser to confirm; off-session it is a card error.
    if (outcome === 'requires_action' && !offSession) return invoice;
    if (outcome === 'requires_action') throw cardError(CARD_ERRORS.authenticationRequired);
    if (outcome !== 'paid') {
      this.scheduleRetry(invoice, this.nowFor(customer));
      await this.save(invoice);
      throw cardError(outcome);
    }
    return invoice;
  }

  /** POST /v1/invoices/:id/void: an open invoice is voided; a plan change waiting for it is dropped. */
  async voidInvoice(id: string): Promise<Invoice> {
    const invoice = await this.load(id, 'invoice');
    if (invoice.status !== 'open')
      throw invalid(`You can only void an open invoice. This invoice is ${invoice.status}.`, 'invoice');
    const customer = await this.load(invoice.customer, 'customer');
    const at = this.nowFor(customer);
    invoice.status = 'void';
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.voided_at = at;
    await this.save(invoice);
    await this.emit('invoice.voided', invoice, at);
    const subId = invoice.parent?.subscription_details.subscription;
    const sub = subId ? await this.find(subId, 'subscription') : undefined;
    if (sub && invoice.x_sandbox.pending_price && sub.pending_update) {
      const previous = { pending_update: sub.pending_update };
      sub.pending_update = null;
      await this.save(sub);
      await this.emit('customer.subscription.updated', sub, at, previous);
    }
    return invoice;
  }

  /** GET /v1/subscriptions?customer=&status=: the customer's subscriptions, newest first. */
  async listSubscriptions(params: Params): Promise<Subscription[]> {
    const customer = paramString(params, 'customer');
    const status = paramString(params, 'status');
    const all = await this.list('subscription', customer);
    return all
      .filter((sub) => status === undefined || status === 'all' || sub.status === status)
      .sort((a, b) => b.created - a.created);
  }

  private scheduleRetry(invoice: Invoice, at: number): void {
    const delay = RETRY_DELAYS_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt = delay === undefined ? null : at + delay * DAY;
  }

  /** 3-D Secure in the sandbox: the cardholder completes (the payment succeeds) or fails the challenge. */
  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentIntent> {
    const intent = await this.load(id, 'payment_intent');
    if (intent.client_secret !== clientSecret)
      throw invalid('The client_secret does not match this PaymentIntent.', 'client_secret');
    if (intent.status !== 'requires_action') {
      throw invalid(
        `This PaymentIntent's status is ${intent.status}; only one that requires action can be authenticated.`,
      );
    }
    const customer = await this.load(intent.customer, 'customer');
    const at = this.nowFor(customer);
    const invoice = intent.x_sandbox.invoice
      ? await this.find(intent.x_sandbox.invoice, 'invoice')
      : undefined;
    if (outcome === 'fail') {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = { type: 'card_error', ...CARD_ERRORS.authenticationFailed };
      await this.save(intent);
      await this.emit('payment_intent.payment_failed', intent, at);
      if (invoice) {
        invoice.attempt_count += 1;
        await this.save(invoice);
        await this.emit('invoice.payment_failed', invoice, at);
      }
      return intent;
    }
    if (invoice) await this.markPaid(invoice, customer, intent, at);
    else {
      intent.status = 'succeeded';
      await this.save(intent);
    }
    return intent;
  }

  // ---- subscriptions ---------------------------------------------------------------------------

  async createSubscription(params: Params): Promise<Subscription> {
    const customerId = paramString(params, 'customer');
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    const customer = await this.load(customerId, 'customer', 'customer');
    const items = paramList(params, 'items') ?? [];
    const first = items[0];
    const priceId = isRecord(first) ? paramString(first, 'price') : undefined;
    if (!priceId || items.length !== 1)
      throw invalid('The sandbox takes subscriptions of exactly one price.', 'items');
    const price = await this.load(priceId, 'price', 'items[0][price]');
    const behavior = paramString(params, 'payment_behavior') ?? 'allow_incomplete';
    const pm = paramString(params, 'default_payment_method') ?? null;
    if (pm) {
      const method = await this.load(pm, 'payment_method', 'default_payment_method');
      if (method.customer !== customer.id) {
        throw invalid(
          `The customer does not have a payment method with the ID ${pm}.`,
          'default_payment_method',
        );
      }
    }
    const now = this.nowFor(customer);
    // A trial (`trial_end`, unix seconds): the first period runs to it, costs nothing, and the first
    // charge is the renewal when it ends.
    const trialEnd = paramInt(params, 'trial_end');
    const trial = trialEnd !== undefined && trialEnd > now ? trialEnd : undefined;
    const end = trial ?? addMonth(now);
    const id = newId('subscription');
    const sub: Subscription = {
      id,
      object: 'subscription',
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      customer: customer.id,
      status: 'incomplete',
      currency: 'usd',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      default_payment_method: pm,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('subscription_item'),
            object: 'subscription_item',
            created: now,
            subscription: id,
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: end,
            metadata: {},
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      metadata: metadataFrom(params),
      pending_update: null,
      trial_start: trial === undefined ? null : now,
      trial_end: trial ?? null,
      test_clock: null,
      livemode: false,
    };
    const item = sub.items.data[0];
    if (!item) throw invalid('The subscription has no item.', 'items');
    const name = await this.productName(price.id);
    const invoice = await this.createInvoice(
      customer,
      sub,
      [
        trial === undefined
          ? this.line(
              sub,
              item,
              price.unit_amount,
              `1 × ${name} (at ${dollars(price.unit_amount)} / month)`,
              { start: now, end },
              false,
            )
          : this.line(sub, item, 0, `Trial period for ${name}`, { start: now, end }, false),
      ],
      'subscription_create',
      { start: now, end },
      now,
    );
    if (trial !== undefined) sub.status = 'trialing';
    await this.save(sub);
    await this.emit('customer.subscription.created', sub, now);
    const outcome =
      behavior === 'default_incomplete'
        ? 'requires_action'
        : await this.collect(invoice, customer, { offSession: false, at: now });
    if (outcome !== 'paid' && outcome !== 'requires_action' && behavior === 'error_if_incomplete') {
      throw cardError(outcome);
    }
    if (outcome === 'requires_action' && behavior === 'error_if_incomplete')
      throw cardError(CARD_ERRORS.authenticationRequired);
    if (behavior === 'default_incomplete')
      await this.intentFor(invoice, customer, await this.paymentMethodFor(invoice, customer), now);
    await this.save(invoice);
    return (await this.find(id, 'subscription')) ?? sub;
  }

  private prorationLines(
    sub: Subscription,
    oldPrice: Price,
    newPrice: Price,
    oldName: string,
    newName: string,
    at: number,
  ): InvoiceLine[] {
    const item = sub.items.data[0];
    if (!item) return [];
    const { current_period_start: start, current_period_end: end } = item;
    const fraction = Math.min(Math.max((end - at) / (end - start), 0), 1);
    const period = { start: at, end };
    return [
      this.line(
        sub,
        item,
        -Math.round(oldPrice.unit_amount * fraction),
        `Unused time on ${oldName} after ${dateText(at)}`,
        period,
        true,
      ),
      this.line(
        sub,
        { id: item.id, price: newPrice },
        Math.round(newPrice.unit_amount * fraction),
        `Remaining time on ${newName} after ${dateText(at)}`,
        period,
        true,
      ),
    ];
  }

  async updateSubscription(id: string, params: Params): Promise<Subscription> {
    const sub = await this.load(id, 'subscription');
    const customer = await this.load(sub.customer, 'customer');
    const now = this.nowFor(customer);
    const previous: Record<string, unknown> = {};
    const pm = paramString(params, 'default_payment_method');
    if (pm !== undefined) {
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = pm || null;
    }
    const cancelAtEnd = paramBool(params, 'cancel_at_period_end');
    if (cancelAtEnd !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancelAtEnd;
    }
    sub.metadata = metadataFrom(params, sub.metadata);
    const items = paramList(params, 'items');
    const first = items?.[0];
    const newPriceId = isRecord(first) ? paramString(first, 'price') : undefined;
    const item = sub.items.data[0];
    if (newPriceId && item && newPriceId !== item.price.id) {
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      }
      const newPrice = await this.load(newPriceId, 'price', 'items[0][price]');
      const proration = paramString(params, 'proration_behavior') ?? 'create_prorations';
      const behavior = paramString(params, 'payment_behavior') ?? 'allow_incomplete';
      if (proration !== 'always_invoice' && proration !== 'none') {
        throw invalid('The sandbox prorates with always_invoice or none.', 'proration_behavior');
      }
      const oldPrice = item.price;
      if (proration === 'none') {
        previous.items = { data: [{ price: { id: oldPrice.id } }] };
        item.price = newPrice;
      } else {
        const lines = this.prorationLines(
          sub,
          oldPrice,
          newPrice,
          await this.productName(oldPrice.id),
          await this.productName(newPrice.id),
          now,
        );
        const invoice = await this.createInvoice(
          customer,
          sub,
          lines,
          'subscription_update',
          { start: now, end: item.current_period_end },
          now,
        );
        const outcome = await this.collect(invoice, customer, { offSession: false, at: now });
        // Paying may have brought a past-due subscription back to active in the store meanwhile.
        sub.status = (await this.load(id, 'subscription')).status;
        const failed = outcome !== 'paid' && outcome !== 'requires_action';
        if (behavior === 'error_if_incomplete' && outcome !== 'paid') {
          throw cardError(failed ? outcome : CARD_ERRORS.authenticationRequired);
        }
        if (behavior === 'pending_if_incomplete' && failed) throw cardError(outcome);
        if (behavior === 'pending_if_incomplete' && outcome === 'requires_action') {
          sub.pending_update = {
            subscription_items: [{ id: item.id, price: newPrice.id }],
            expires_at: now + INCOMPLETE_EXPIRY_SECONDS,
          };
          invoice.x_sandbox.pending_price = newPrice.id;
        } else {
          previous.items = { data: [{ price: { id: oldPrice.id } }] };
          item.price = newPrice;
          if (failed && sub.status === 'active') {
            previous.status = sub.status;
            sub.status = 'past_due';
            this.scheduleRetry(invoice, now);
          }
        }
        await this.save(invoice);
      }
    }
    await this.save(sub);
    if (Object.keys(previous).length > 0)
      await this.emit('customer.subscription.updated', sub, now, previous);
    return (await this.find(id, 'subscription')) ?? sub;
  }

  async cancelSubscription(id: string): Promise<Subscription> {
    const sub = await this.load(id, 'subscription');
    const customer = await this.load(sub.customer, 'customer');
    await this.end(
      sub,
      sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled',
      this.nowFor(customer),
    );
    return sub;
  }

  private async end(sub: Subscription, status: 'canceled' | 'incomplete_expired', at: number): Promise<void> {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    const previous = { status: sub.status };
    sub.status = status;
    sub.canceled_at = at;
    sub.ended_at = at;
    for (const invoice of await this.list('invoice', sub.customer)) {
      if (
        invoice.status === 'open' &&
        invoice.parent?.subscription_details.subscription === sub.id &&
        status === 'incomplete_expired'
      ) {
        invoice.status = 'void';
        invoice.amount_remaining = 0;
        invoice.next_payment_attempt = null;
        invoice.status_transitions.voided_at = at;
        await this.save(invoice);
        await this.emit('invoice.voided', invoice, at);
      }
    }
    await this.save(sub);
    await this.emit('customer.subscription.updated', sub, at, previous);
    await this.emit('customer.subscription.deleted', sub, at);
  }

  /** POST /v1/invoices/create_preview for a price change: the prorated invoice, not stored. */
  async previewInvoice(params: Params): Promise<unknown> {
    const subId = paramString(params, 'subscription');
    if (!subId) throw invalid('The sandbox previews subscription changes only.', 'subscription');
    const sub = await this.load(subId, 'subscription', 'subscription');
    const customer = await this.load(sub.customer, 'customer');
    const details = paramRecord(params, 'subscription_details') ?? {};
    const items = paramList(details, 'items');
    const first = items?.[0];
    const newPriceId = isRecord(first) ? paramString(first, 'price') : undefined;
    const item = sub.items.data[0];
    if (!item || !newPriceId)
      throw invalid('Missing subscription_details[items][0][price].', 'subscription_details');
    const newPrice = await this.load(newPriceId, 'price', 'subscription_details[items][0][price]');
    const at = paramInt(details, 'proration_date') ?? this.nowFor(customer);
    const lines =
      newPrice.id === item.price.id
        ? []
        : this.prorationLines(
            sub,
            item.price,
            newPrice,
            await this.productName(item.price.id),
            await this.productName(newPrice.id),
            at,
          );
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    return {
      id: `upcoming_${sub.id}`,
      object: 'invoice',
      customer: customer.id,
      currency: 'usd',
      created: at,
      status: 'draft',
      subtotal: total,
      total,
      starting_balance: customer.balance,
      amount_due: Math.max(total + customer.balance, 0),
      period_start: at,
      period_end: item.current_period_end,
      lines: { object: 'list', data: lines, has_more: false, url: '' },
    };
  }

  // ---- time ------------------------------------------------------------------------------------

  /** Moves the customer's test clock forward and plays out everything due until then. */
  async advance(customerId: string, seconds: number): Promise<Customer> {
    const customer = await this.load(customerId, 'customer');
    customer.x_sandbox.clock_offset += Math.max(0, Math.floor(seconds));
    await this.save(customer);
    await this.playOut(customer);
    return customer;
  }

  /**
   * Renewals, payment retries and expiries of the customer's subscriptions that are due by its clock,
   * in time order (each at the moment it fell due, so a long advance plays every step).
   */
  async playOut(customer: Customer): Promise<void> {
    const now = this.nowFor(customer);
    for (let guard = 0; guard < 1000; guard++) {
      const next = await this.nextDue(customer, now);
      if (!next) return;
      await next();
    }
  }

  private async nextDue(customer: Customer, now: number): Promise<(() => Promise<void>) | undefined> {
    let best: { at: number; run: () => Promise<void> } | undefined;
    const consider = (at: number, run: () => Promise<void>) => {
      if (at <= now && (!best || at < best.at)) best = { at, run };
    };
    const invoices = await this.list('invoice', customer.id);
    for (const sub of await this.list('subscription', customer.id)) {
      const item = sub.items.data[0];
      if (!item) continue;
      if (sub.status === 'incomplete')
        consider(sub.created + INCOMPLETE_EXPIRY_SECONDS, () =>
          this.end(sub, 'incomplete_expired', sub.created + INCOMPLETE_EXPIRY_SECONDS),
        );
      if (sub.status === 'active' || sub.status === 'past_due' || sub.status === 'trialing') {
        const at = item.current_period_end;
        consider(at, () =>
          sub.cancel_at_period_end ? this.end(sub, 'canceled', at) : this.renew(sub, customer, at),
        );
      }
      for (const invoice of invoices) {
        if (invoice.status !== 'open' || invoice.parent?.subscription_details.subscription !== sub.id)
          continue;
        const at = invoice.next_payment_attempt;
        if (at !== null && invoice.attempt_count > 0 && sub.status === 'past_due')
          consider(at, () => this.retry(invoice, sub, customer, at));
      }
    }
    return best?.run;
  }

  private async renew(sub: Subscription, customer: Customer, at: number): Promise<void> {
    const item = sub.items.data[0];
    if (!item) return;
    const start = item.current_period_end;
    const end = addMonth(start);
    const previous: Record<string, unknown> = {
      items: {
        data: [
          { current_period_start: item.current_period_start, current_period_end: item.current_period_end },
        ],
      },
    };
    item.current_period_start = start;
    item.current_period_end = end;
    if (sub.status === 'trialing') {
      // The trial is over: the subscription is active, and this renewal is its first charge.
      Object.assign(previous, { status: sub.status });
      sub.status = 'active';
    }
    const name = await this.productName(item.price.id);
    const invoice = await this.createInvoice(
      customer,
      sub,
      [
        this.line(
          sub,
          item,
          item.price.unit_amount,
          `1 × ${name} (at ${dollars(item.price.unit_amount)} / month)`,
          { start, end },
          false,
        ),
      ],
      'subscription_cycle',
      { start, end },
      at,
    );
    await this.save(sub);
    await this.emit('customer.subscription.updated', sub, at, previous);
    const outcome = await this.collect(invoice, customer, { offSession: true, at });
    if (outcome === 'paid') return;
    this.scheduleRetry(invoice, at);
    await this.save(invoice);
    const fresh = await this.load(sub.id, 'subscription');
    if (fresh.status === 'active') {
      fresh.status = 'past_due';
      await this.save(fresh);
      await this.emit('customer.subscription.updated', fresh, at, { status: 'active' });
    }
  }

  private async retry(invoice: Invoice, sub: Subscription, customer: Customer, at: number): Promise<void> {
    const outcome = await this.collect(invoice, customer, { offSession: true, at });
    if (outcome === 'paid') return;
    this.scheduleRetry(invoice, at);
    if (invoice.next_payment_attempt === null) {
      // The last retry failed: the invoice cannot be collected and the subscription ends.
      invoice.status = 'uncollectible';
      invoice.status_transitions.marked_uncollectible_at = at;
      await this.save(invoice);
      await this.emit('invoice.marked_uncollectible', invoice, at);
      await this.end(await this.load(sub.id, 'subscription'), 'canceled', at);
      return;
    }
    await this.save(invoice);
  }

  // ---- reading -----------------------------------------------------------------------------------

  /** Replaces ids by their objects along each `expand` path (`latest_invoice.payments`, ...). */
  async expand(value: unknown, paths: string[]): Promise<unknown> {
    let out = value;
    for (const path of paths) out = await this.expandPath(out, path.split('.'));
    return out;
  }

  private async expandPath(value: unknown, path: string[]): Promise<unknown> {
    const [head, ...rest] = path;
    if (head === undefined || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return Promise.all(value.map((v) => this.expandPath(v, path)));
    const record: Record<string, unknown> = { ...value };
    if (head === 'data' && Array.isArray(record.data)) {
      record.data = await Promise.all(record.data.map((v: unknown) => this.expandPath(v, rest)));
      return record;
    }
    let field = record[head];
    if (typeof field === 'string') field = (await this.store.get(field)) ?? field;
    record[head] = rest.length > 0 ? await this.expandPath(field, rest) : field;
    return record;
  }
}
