import { createHmac, timingSafeEqual } from 'node:crypto';
import { SandboxAuthenticateRequest } from '@flowlane/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { type Db, stripeSandboxRepository } from '../../db/index.js';
import { SandboxTx, StripeApiError } from './engine.js';
import { type Invoice, isKind, publicView } from './objects.js';
import { expandPaths, isRecord, type Params, paramInt, parseForm } from './params.js';
import { invoicePdf } from './pdf.js';
import { stripeSignature } from './signature.js';

/** Where the sandbox is mounted; the SDK's `/v1/...` paths are prefixed with it. */
export const SANDBOX_PREFIX = '/stripe-sandbox';
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

export type SandboxKeys = { secretKey: string; publishableKey: string; webhookSecret: string };

/** The sandbox's keys, derived from the server's secret: stable across restarts and processes. */
export function sandboxKeys(serverSecret: string): SandboxKeys {
  const derive = (label: string) =>
    createHmac('sha256', serverSecret).update(`stripe-sandbox:${label}`).digest('base64url').slice(0, 32);
  return {
    secretKey: `sk_test_sandbox_${derive('secret')}`,
    publishableKey: `pk_test_sandbox_${derive('publishable')}`,
    webhookSecret: `whsec_sandbox_${derive('webhook')}`,
  };
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Sandbox = {
  keys: SandboxKeys;
  /** Runs one sandbox operation in its transaction, then delivers the webhook events it caused. */
  run<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T>;
  /** Delivers events still waiting (a failed delivery is retried with backoff). */
  deliverPending(): Promise<void>;
  /** Plays out renewals and retries that came due by the real clock, for every customer. */
  tick(): Promise<void>;
  attach(app: FastifyInstance): void;
  /** One object as committed (the hosted invoice page reads without the lock). */
  read(id: string): Promise<unknown>;
};

/** A backoff for webhook deliveries the endpoint refused: 10 s, 20 s, 40 s, ... at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** attempts, 3_600_000);

export function createSandbox(options: {
  db: Db;
  serverSecret: string;
  publicUrl: string;
  apiVersion: string;
  logger: FastifyBaseLogger;
}): Sandbox {
  const repo = stripeSandboxRepository(options.db);
  const keys = sandboxKeys(options.serverSecret);
  let app: FastifyInstance | undefined;

  async function deliver(ids: string[]): Promise<void> {
    const target = app;
    if (!target) return;
    for (const id of ids) {
      const row = await repo.event(id);
      if (!row || row.deliveredAt) continue;
      if (!(await repo.claimEvent(row.id, row.attempts, new Date(Date.now() + retryDelayMs(row.attempts)))))
        continue;
      try {
        const response = await target.inject({
          method: 'POST',
          url: STRIPE_WEBHOOK_PATH,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignature(row.payload, keys.webhookSecret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          payload: row.payload,
        });
        if (response.statusCode >= 200 && response.statusCode < 300) await repo.markDelivered([row.id]);
        else
          options.logger.warn(
            { eventId: row.id, status: response.statusCode, body: response.body },
            'sandbox webhook refused; retried later',
          );
      } catch (error) {
        options.logger.warn(
          { err: error, eventId: row.id },
          'sandbox webhook delivery failed; retried later',
        );
      }
    }
  }

  const sandbox: Sandbox = {
    keys,
    async run(work) {
      let events: string[] = [];
      const result = await repo.transaction(async (store) => {
        const tx = new SandboxTx(store, options.publicUrl, options.apiVersion);
        const value = await work(tx);
        events = tx.events;
        return value;
      });
      await deliver(events);
      return result;
    },
    async deliverPending() {
      const due = await repo.dueEvents(new Date());
      await deliver(due.map((row) => row.id));
    },
    async tick() {
      const customers = await repo.reader().list('customer');
      for (const customer of customers) {
        if (!isKind(customer, 'customer')) continue;
        await sandbox.run(async (tx) => {
          const fresh = await tx.find(customer.id, 'customer');
          if (fresh) await tx.playOut(fresh);
        });
      }
    },
    attach(instance) {
      app = instance;
    },
    read: (id) => repo.reader().get(id),
  };
  return sandbox;
}

type Access = 'secret' | 'publishable';

function accessOf(request: FastifyRequest, keys: SandboxKeys): Access | undefined {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  const key = match?.[1];
  if (!key) return undefined;
  if (sameKey(key, keys.secretKey)) return 'secret';
  if (sameKey(key, keys.publishableKey)) return 'publishable';
  return undefined;
}

function paramsOf(request: FastifyRequest): Params {
  const query = request.raw.url?.split('?')[1];
  const fromQuery = query ? parseForm(query) : {};
  const body = isRecord(request.body) ? request.body : {};
  return { ...fromQuery, ...body };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

function hostedPage(invoice: Invoice): string {
  const rows = invoice.lines.data
    .map((l) => `<tr><td>${escapeHtml(l.description)}</td><td class="n">${money(l.amount)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number ?? '')}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:Arial,sans-serif;color:#1f2933;max-width:720px;margin:40px auto;padding:0 16px}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #e4e7eb;text-align:left}.n{text-align:right}
.note{background:#fff4e5;padding:8px 12px;border-radius:4px}</style></head><body>
<p class="note">Stripe sandbox: no real charges.</p>
<h1>Invoice ${escapeHtml(invoice.number ?? '')}</h1>
<p>Status: <strong>${escapeHtml(invoice.status)}</strong> · Issued ${new Date(invoice.created * 1000).toUTCString()}</p>
<p>${escapeHtml(invoice.customer_name ?? '')} ${escapeHtml(invoice.customer_email ?? '')}</p>
<table><thead><tr><th>Description</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td>Total</td><td class="n">${money(invoice.total)}</td></tr>
<tr><td>Amount paid</td><td class="n">${money(invoice.amount_paid)}</td></tr>
<tr><td>Amount remaining</td><td class="n">${money(invoice.amount_remaining)}</td></tr></tfoot></table>
<p><a href="${escapeHtml(invoice.invoice_pdf ?? '')}">Download PDF</a></p></body></html>`;
}

/**
 * The Stripe sandbox's HTTP API under /stripe-sandbox: the `/v1` subset Flowlane's SDK calls use
 * (form-encoded like Stripe's, or JSON), the browser's card and 3-D Secure calls (publishable key),
 * and the hosted invoice page and PDF (capability URLs, no sign-in, like Stripe's).
 */
export function sandboxRoutes(sandbox: Sandbox): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
      },
    );

    const handle =
      (access: Access, work: (tx: SandboxTx, params: Params, request: FastifyRequest) => Promise<unknown>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = accessOf(request, sandbox.keys);
        if (!caller) {
          return reply.status(401).send({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
          });
        }
        if (access === 'secret' && caller !== 'secret') {
          return reply.status(401).send({
            error: {
              type: 'invalid_request_error',
              message:
                'This API call cannot be made with a publishable API key. Please use a secret API key.',
            },
          });
        }
        const params = paramsOf(request);
        try {
          const result = await sandbox.run(async (tx) =>
            tx.expand(await work(tx, params, request), expandPaths(params)),
          );
          return reply.status(200).send(publicView(result));
        } catch (error) {
          if (error instanceof StripeApiError) return reply.status(error.status).send(error.body());
          request.log.error({ err: error }, 'stripe sandbox failed');
          return reply
            .status(500)
            .send({ error: { type: 'api_error', message: 'The sandbox failed on this request.' } });
        }
      };
    const id = (request: FastifyRequest): string => {
      const params = request.params;
      return isRecord(params) && typeof params.id === 'string' ? params.id : '';
    };
    const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

    const v1 = `${SANDBOX_PREFIX}/v1`;
    app.post(
      `${v1}/customers`,
      handle('secret', (tx, p) => tx.createCustomer(p)),
    );
    app.get(
      `${v1}/customers/:id`,
      handle('secret', (tx, _p, r) => tx.load(id(r), 'customer')),
    );
    app.post(
      `${v1}/customers/:id`,
      handle('secret', (tx, p, r) => tx.updateCustomer(id(r), p)),
    );
    app.post(
      `${v1}/payment_methods`,
      handle('publishable', (tx, p) => tx.createPaymentMethod(p)),
    );
    app.get(
      `${v1}/payment_methods/:id`,
      handle('secret', (tx, _p, r) => tx.load(id(r), 'payment_method')),
    );
    app.post(
      `${v1}/payment_methods/:id/attach`,
      handle('secret', (tx, p, r) =>
        tx.attachPaymentMethod(id(r), typeof p.customer === 'string' ? p.customer : ''),
      ),
    );
    app.post(
      `${v1}/payment_methods/:id/detach`,
      handle('secret', (tx, _p, r) => tx.detachPaymentMethod(id(r))),
    );
    app.post(
      `${v1}/products`,
      handle('secret', (tx, p) => tx.createProduct(p)),
    );
    app.post(
      `${v1}/prices`,
      handle('secret', (tx, p) => tx.createPrice(p)),
    );
    app.get(
      `${v1}/prices`,
      handle('secret', async (tx, p) => list(await tx.listPrices(p), '/v1/prices')),
    );
    app.post(
      `${v1}/subscriptions`,
      handle('secret', (tx, p) => tx.createSubscription(p)),
    );
    app.get(
      `${v1}/subscriptions`,
      handle('secret', async (tx, p) => list(await tx.listSubscriptions(p), '/v1/subscriptions')),
    );
    app.get(
      `${v1}/subscriptions/:id`,
      handle('secret', (tx, _p, r) => tx.load(id(r), 'subscription')),
    );
    app.post(
      `${v1}/subscriptions/:id`,
      handle('secret', (tx, p, r) => tx.updateSubscription(id(r), p)),
    );
    app.delete(
      `${v1}/subscriptions/:id`,
      handle('secret', (tx, _p, r) => tx.cancelSubscription(id(r))),
    );
    app.post(
      `${v1}/invoices/create_preview`,
      handle('secret', (tx, p) => tx.previewInvoice(p)),
    );
    app.get(
      `${v1}/invoices/:id`,
      handle('secret', (tx, _p, r) => tx.load(id(r), 'invoice')),
    );
    app.post(
      `${v1}/invoices/:id/pay`,
      handle('secret', (tx, p, r) => tx.payInvoice(id(r), p)),
    );
    app.post(
      `${v1}/invoices/:id/void`,
      handle('secret', (tx, _p, r) => tx.voidInvoice(id(r))),
    );
    app.get(
      `${v1}/payment_intents/:id`,
      handle('publishable', async (tx, p, r) => {
        const intent = await tx.load(id(r), 'payment_intent');
        const secret = typeof p.client_secret === 'string' ? p.client_secret : undefined;
        if (accessOf(r, sandbox.keys) !== 'secret' && secret !== intent.client_secret) {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'The client_secret does not match this PaymentIntent.',
            {
              param: 'client_secret',
            },
          );
        }
        return intent;
      }),
    );
    app.post(
      `${v1}/payment_intents/:id/authenticate`,
      handle('publishable', (tx, p, r) => {
        const parsed = SandboxAuthenticateRequest.safeParse(p);
        if (!parsed.success)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'Send client_secret and outcome (complete or fail).',
          );
        return tx.authenticate(id(r), parsed.data.client_secret, parsed.data.outcome);
      }),
    );
    app.post(
      `${v1}/test_helpers/customers/:id/advance`,
      handle('secret', (tx, p, r) => tx.advance(id(r), paramInt(p, 'seconds') ?? 0)),
    );

    const invoiceByToken = async (request: FastifyRequest): Promise<Invoice | undefined> => {
      const params = isRecord(request.params) ? request.params : {};
      const found = await sandbox.read(String(params.id ?? ''));
      if (!isKind(found, 'invoice')) return undefined;
      const a = Buffer.from(String(params.token ?? ''));
      const b = Buffer.from(found.x_sandbox.token);
      return a.length === b.length && timingSafeEqual(a, b) ? found : undefined;
    };
    app.get(`${SANDBOX_PREFIX}/invoices/:id/:token`, async (request, reply) => {
      const invoice = await invoiceByToken(request);
      if (!invoice) return reply.status(404).type('text/plain').send('Invoice not found.');
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(hostedPage(invoice));
    });
    app.get(`${SANDBOX_PREFIX}/invoices/:id/:token/pdf`, async (request, reply) => {
      const invoice = await invoiceByToken(request);
      if (!invoice) return reply.status(404).type('text/plain').send('Invoice not found.');
      const pdf = await invoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${invoice.number ?? invoice.id}.pdf"`)
        .send(pdf);
    });
  };
}
