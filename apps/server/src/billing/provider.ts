import { PLANS, type Plan } from '@flowlane/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { SANDBOX_PREFIX, type SandboxKeys } from './sandbox/routes.js';

/** The API version every call is made with, whatever the account's default (stripe@23.1.0's own). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

// What Flowlane reads from Stripe's answers, parsed rather than trusted (fields of the pinned version:
// the period lives on the subscription item, the invoice's payment on `payments` / `confirmation_secret`).
const PaymentIntentRef = z.object({
  id: z.string(),
  client_secret: z.string().nullable(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  last_payment_error: z
    .object({ message: z.string().optional(), code: z.string().optional() })
    .nullable()
    .optional(),
});
export type ProviderPaymentIntent = z.infer<typeof PaymentIntentRef>;

export const ProviderInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']).nullable(),
  created: z.number(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullable(),
  total: z.number(),
  amount_due: z.number(),
  amount_paid: z.number(),
  amount_remaining: z.number(),
  hosted_invoice_url: z.string().nullable().optional(),
  invoice_pdf: z.string().nullable().optional(),
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string().nullable(),
        amount: z.number(),
        pricing: z
          .object({
            price_details: z
              .object({ price: z.union([z.string(), z.object({ id: z.string() })]) })
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
      }),
    ),
  }),
  parent: z
    .object({
      subscription_details: z
        .object({
          subscription: z.union([z.string(), z.object({ id: z.string() })]),
          metadata: z.record(z.string(), z.string()).nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  payments: z
    .object({
      data: z.array(
        z.object({
          payment: z.object({ payment_intent: z.union([z.string(), PaymentIntentRef]).optional() }),
        }),
      ),
    })
    .optional(),
});
export type ProviderInvoice = z.infer<typeof ProviderInvoice>;

export const ProviderSubscription = z.object({
  id: z.string(),
  status: z.enum([
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'paused',
  ]),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  cancel_at_period_end: z.boolean(),
  metadata: z.record(z.string(), z.string()),
  items: z.object({
    data: z.array(
      z.object({
        id: z.string(),
        current_period_start: z.number(),
        current_period_end: z.number(),
        price: z.object({ id: z.string(), lookup_key: z.string().nullable().optional() }),
      }),
    ),
  }),
  latest_invoice: z.union([z.string(), ProviderInvoice]).nullable(),
  pending_update: z.unknown().nullable().optional(),
});
export type ProviderSubscription = z.infer<typeof ProviderSubscription>;

const Address = z.object({
  line1: z.string().nullable().optional(),
  line2: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
});

export const ProviderPaymentMethod = z.object({
  id: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullable(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
  billing_details: z.object({ name: z.string().nullable().optional() }).optional(),
});
export type ProviderPaymentMethod = z.infer<typeof ProviderPaymentMethod>;

export const ProviderCustomer = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  address: Address.nullable().optional(),
  invoice_settings: z.object({
    default_payment_method: z.union([z.string(), ProviderPaymentMethod]).nullable(),
  }),
});
export type ProviderCustomer = z.infer<typeof ProviderCustomer>;

const PreviewInvoice = z.object({
  amount_due: z.number(),
  total: z.number(),
  lines: z.object({ data: z.array(z.object({ description: z.string().nullable(), amount: z.number() })) }),
});

/** A card the provider refused, with its code and text (Stripe's). */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly declineCode: string | undefined,
  ) {
    super(message);
  }
}

export type CustomerDetails = {
  name: string;
  email: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    country: string;
    postal_code: string;
  };
};

export const idOf = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id;

/**
 * The SDK (~1 MB of code in 200 modules) loads with the first billing call, not at every server start:
 * most requests, and every run, never touch billing.
 */
export const loadStripe = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/** Turns the SDK's card errors into ours; everything else is rethrown as it is. */
async function cardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const Stripe = await loadStripe();
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new CardDeclinedError(error.message, error.code, error.decline_code);
    }
    throw error;
  }
}

export type ProviderMode =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string }
  | { kind: 'sandbox'; keys: SandboxKeys };

/**
 * Flowlane's one billing provider, on the official `stripe` SDK. With real keys it talks to Stripe;
 * without, the same SDK talks to the Stripe sandbox mounted in this server (`/stripe-sandbox`): over
 * HTTP (host/port/protocol) once the server listens, through `app.inject` before (tests, workers).
 */
export class BillingProvider {
  private client: { stripe: Stripe; overHttp: boolean } | undefined;
  private prices: Map<string, string> | undefined;

  constructor(
    readonly mode: ProviderMode,
    private readonly app: () => FastifyInstance | undefined,
  ) {}

  get isSandbox(): boolean {
    return this.mode.kind === 'sandbox';
  }

  get publishableKey(): string {
    return this.mode.kind === 'stripe' ? this.mode.publishableKey : this.mode.keys.publishableKey;
  }

  get webhookSecret(): string {
    return this.mode.kind === 'stripe' ? this.mode.webhookSecret : this.mode.keys.webhookSecret;
  }

  /** The SDK client; in sandbox mode made again once the server starts listening (then over HTTP). */
  async stripe(): Promise<Stripe> {
    const Stripe = await loadStripe();
    if (this.mode.kind === 'stripe') {
      this.client ??= {
        stripe: new Stripe(this.mode.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 }),
        overHttp: true,
      };
      return this.client.stripe;
    }
    const app = this.app();
    const address = app?.server.listening ? app.server.address() : null;
    if (this.client && (this.client.overHttp || !address)) return this.client.stripe;
    const base = { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0, telemetry: false } as const;
    if (address && typeof address === 'object') {
      const inner = Stripe.createNodeHttpClient();
      this.client = {
        stripe: new Stripe(this.mode.keys.secretKey, {
          ...base,
          host: address.family === 'IPv6' ? '::1' : '127.0.0.1',
          port: address.port,
          protocol: 'http',
          // The SDK has no base path: the sandbox's /v1 lives under /stripe-sandbox.
          httpClient: {
            getClientName: () => inner.getClientName(),
            makeRequest: (host, port, path, ...rest) =>
              inner.makeRequest(host, port, `${SANDBOX_PREFIX}${path}`, ...rest),
          },
        }),
        overHttp: true,
      };
      return this.client.stripe;
    }
    const injectFetch: typeof fetch = async (input, init) => {
      const target = this.app();
      if (!target) throw new Error('The Stripe sandbox is not mounted yet');
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const method = init?.method ?? 'GET';
      const response = await target.inject({
        method: method === 'POST' || method === 'DELETE' || method === 'GET' ? method : 'GET',
        url: `${SANDBOX_PREFIX}${url.pathname}${url.search}`,
        headers,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };
    this.client = {
      stripe: new Stripe(this.mode.keys.secretKey, {
        ...base,
        httpClient: Stripe.createFetchHttpClient(injectFetch),
      }),
      overHttp: false,
    };
    return this.client.stripe;
  }

  /**
   * The provider price of each paid catalogue plan, found by lookup key (`Plan.stripe_id`) and created
   * (product + monthly USD price) when missing, so a fresh Stripe account or sandbox needs no set-up.
   */
  async priceIds(): Promise<Map<string, string>> {
    if (this.prices) return this.prices;
    const stripe = await this.stripe();
    const plans = PLANS.filter((plan): plan is Plan & { stripe_id: string } => plan.stripe_id !== null);
    const found = await stripe.prices.list({
      lookup_keys: plans.map((p) => p.stripe_id),
      active: true,
      limit: 100,
    });
    const map = new Map<string, string>();
    for (const price of found.data) if (price.lookup_key) map.set(price.lookup_key, price.id);
    for (const plan of plans) {
      if (map.has(plan.stripe_id)) continue;
      const product = await stripe.products.create({ name: plan.name, metadata: { planGuid: plan.guid } });
      const price = await stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: Math.round(Number(plan.price) * 100),
        recurring: { interval: 'month' },
        lookup_key: plan.stripe_id,
        nickname: plan.name,
        metadata: { planGuid: plan.guid },
      });
      map.set(plan.stripe_id, price.id);
    }
    this.prices = map;
    return map;
  }

  async priceFor(plan: Plan): Promise<string> {
    const id = plan.stripe_id ? (await this.priceIds()).get(plan.stripe_id) : undefined;
    if (!id) throw new Error(`The plan ${plan.guid} has no provider price`);
    return id;
  }

  async createCustomer(details: CustomerDetails, teamId: string): Promise<string> {
    const customer = await (await this.stripe()).customers.create({ ...details, metadata: { teamId } });
    return customer.id;
  }

  async updateCustomer(id: string, details: CustomerDetails, defaultPaymentMethod?: string): Promise<void> {
    await (await this.stripe()).customers.update(id, {
      ...details,
      ...(defaultPaymentMethod ? { invoice_settings: { default_payment_method: defaultPaymentMethod } } : {}),
    });
  }

  async customer(id: string): Promise<ProviderCustomer> {
    const raw = await (await this.stripe()).customers.retrieve(id, {
      expand: ['invoice_settings.default_payment_method'],
    });
    return ProviderCustomer.parse(raw);
  }

  /** Attaches a card to the customer; Stripe checks the card here, so a declined card fails now. */
  async attachPaymentMethod(paymentMethod: string, customer: string): Promise<ProviderPaymentMethod> {
    const pm = await cardErrors(async () =>
      (await this.stripe()).paymentMethods.attach(paymentMethod, { customer }),
    );
    return ProviderPaymentMethod.parse(pm);
  }

  async paymentMethod(id: string): Promise<ProviderPaymentMethod> {
    return ProviderPaymentMethod.parse(await (await this.stripe()).paymentMethods.retrieve(id));
  }

  async createSubscription(input: {
    customer: string;
    price: string;
    paymentMethod: string;
    teamId: string;
    /** The end of the team's free trial: the plan starts now and is first charged then. */
    trialEnd?: Date;
  }): Promise<ProviderSubscription> {
    const sub = await cardErrors(async () =>
      (await this.stripe()).subscriptions.create({
        customer: input.customer,
        items: [{ price: input.price }],
        default_payment_method: input.paymentMethod,
        ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : {}),
        // The first invoice is paid now; one that needs 3-D Secure leaves the subscription incomplete.
        payment_behavior: 'allow_incomplete',
        metadata: { teamId: input.teamId },
        expand: ['latest_invoice.payments'],
      }),
    );
    return ProviderSubscription.parse(sub);
  }

  async subscription(id: string): Promise<ProviderSubscription> {
    return ProviderSubscription.parse(
      await (await this.stripe()).subscriptions.retrieve(id, { expand: ['latest_invoice.payments'] }),
    );
  }

  async cancelSubscription(id: string): Promise<void> {
    await (await this.stripe()).subscriptions.cancel(id);
  }

  /** The customer's subscriptions in `status` (a first payment left waiting is `incomplete`). */
  async subscriptionsOf(customer: string, status: 'incomplete'): Promise<ProviderSubscription[]> {
    const list = await (await this.stripe()).subscriptions.list({
      customer,
      status,
      expand: ['data.latest_invoice.payments'],
    });
    return list.data.map((sub) => ProviderSubscription.parse(sub));
  }

  /** Cancel at the end of the paid period (true), or keep renewing (false). */
  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return ProviderSubscription.parse(
      await (await this.stripe()).subscriptions.update(id, {
        cancel_at_period_end: cancel,
        expand: ['latest_invoice.payments'],
      }),
    );
  }

  /**
   * A price for the next periods, nothing charged or credited now (`proration_behavior: none`): a
   * downgrade that starts at the period's end, or its undoing. `metadata` keeps what the team has until
   * then (an empty value removes a key), since Stripe's price is already the new one.
   */
  async setNextPrice(
    sub: ProviderSubscription,
    price: string,
    metadata: Record<string, string>,
    cancelAtPeriodEnd?: boolean,
  ): Promise<ProviderSubscription> {
    const item = sub.items.data[0];
    if (!item) throw new Error(`The subscription ${sub.id} has no item`);
    return ProviderSubscription.parse(
      await (await this.stripe()).subscriptions.update(sub.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
        metadata,
        ...(cancelAtPeriodEnd === undefined ? {} : { cancel_at_period_end: cancelAtPeriodEnd }),
        expand: ['latest_invoice.payments'],
      }),
    );
  }

  async voidInvoice(id: string): Promise<ProviderInvoice> {
    return ProviderInvoice.parse(
      await (await this.stripe()).invoices.voidInvoice(id, { expand: ['payments'] }),
    );
  }

  /**
   * Moves the subscription to another price now, invoicing the prorated difference at once. A card
   * that needs 3-D Secure leaves the change pending until the payment is confirmed; a declined one
   * changes nothing.
   */
  async switchPrice(sub: ProviderSubscription, price: string): Promise<ProviderSubscription> {
    const item = sub.items.data[0];
    if (!item) throw new Error(`The subscription ${sub.id} has no item`);
    const updated = await cardErrors(async () =>
      (await this.stripe()).subscriptions.update(sub.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice.payments'],
      }),
    );
    return ProviderSubscription.parse(updated);
  }

  async setSubscriptionPaymentMethod(id: string, paymentMethod: string): Promise<void> {
    await (await this.stripe()).subscriptions.update(id, { default_payment_method: paymentMethod });
  }

  async previewSwitch(sub: ProviderSubscription, price: string): Promise<z.infer<typeof PreviewInvoice>> {
    const item = sub.items.data[0];
    if (!item) throw new Error(`The subscription ${sub.id} has no item`);
    const preview = await (await this.stripe()).invoices.createPreview({
      customer: idOf(sub.customer),
      subscription: sub.id,
      subscription_details: { items: [{ id: item.id, price }], proration_behavior: 'always_invoice' },
    });
    return PreviewInvoice.parse(preview);
  }

  async invoice(id: string): Promise<ProviderInvoice> {
    return ProviderInvoice.parse(await (await this.stripe()).invoices.retrieve(id, { expand: ['payments'] }));
  }

  async paymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return PaymentIntentRef.parse(await (await this.stripe()).paymentIntents.retrieve(id));
  }

  async payInvoice(id: string, paymentMethod: string): Promise<ProviderInvoice> {
    const paid = await cardErrors(async () =>
      (await this.stripe()).invoices.pay(id, { payment_method: paymentMethod, off_session: true }),
    );
    return ProviderInvoice.parse(paid);
  }

  /**
   * A person pays an open invoice now ("Pay now"), with the card on file. A card that asks for 3-D
   * Secure leaves the invoice open with its payment intent requiring action, for the browser to confirm
   * (Stripe answers `invoice_payment_intent_requires_action`; the sandbox returns the invoice).
   */
  async payInvoiceNow(id: string): Promise<ProviderInvoice> {
    try {
      const paid = await cardErrors(async () =>
        (await this.stripe()).invoices.pay(id, { off_session: false, expand: ['payments'] }),
      );
      return ProviderInvoice.parse(paid);
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      if (code === 'invoice_payment_intent_requires_action') {
        return this.invoice(id);
      }
      throw error;
    }
  }

  /** Verifies a webhook's signature (400 on failure at the route) and parses the event. */
  async constructEvent(payload: Buffer | string, signature: string): Promise<Stripe.Event> {
    return (await this.stripe()).webhooks.constructEvent(payload, signature, this.webhookSecret);
  }

  /** Sandbox only: moves the customer's test clock forward; renewals and retries due by then happen. */
  async advanceClock(customer: string, seconds: number): Promise<void> {
    if (!this.isSandbox) throw new Error('Test clocks are advanced in the sandbox only');
    await (await this.stripe()).rawRequest('POST', `/v1/test_helpers/customers/${customer}/advance`, {
      seconds,
    });
  }

  /** Real Stripe only: a run's processing time as a meter event; the run id makes a retry count once. */
  async sendMeterEvent(input: { customer: string; runId: string; seconds: number; at: Date }): Promise<void> {
    await (await this.stripe()).billing.meterEvents.create({
      event_name: 'flowlane_processing_seconds',
      identifier: input.runId,
      timestamp: Math.floor(input.at.getTime() / 1000),
      payload: { stripe_customer_id: input.customer, value: String(input.seconds) },
    });
  }
}
