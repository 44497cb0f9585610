import {
  BillingUpdateResponse,
  InvoiceListResponse,
  PaymentMethodRecord,
  PlanChangePreview,
  SandboxPaymentIntent,
  SubscriptionResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../accounts/test-support.js';
import { tables, teamAdminRepository, teamsRepository, usersRepository } from '../db/index.js';
import { testDatabaseKinds } from '../testing/index.js';
import { stripeSignature } from './sandbox/signature.js';
import { CARDS, details, type Team, useBillingServer } from './test-support.js';

describe.each(testDatabaseKinds())('billing on %s', (kind) => {
  const billing = useBillingServer(kind);
  const { team, call, user, paymentMethod, subscribe, afterTrial } = billing;

  const invoices = async (who: Team, query = '') =>
    InvoiceListResponse.parse((await call(who, 'GET', `/api/invoice${query}`)).json());

  it('is in sandbox mode without Stripe keys, with the sandbox base and a publishable key', () => {
    expect(billing.config()).toMatchObject({
      mode: 'sandbox',
      provider: 'Stripe',
      sandboxApiBase: '/stripe-sandbox/v1',
    });
    expect(billing.config().publishableKey).toMatch(/^pk_test_sandbox_/);
  });

  it('a new team is on the Free Trial, trialing, until TRIAL_DAYS from now', async () => {
    const who = await team('billing-trial');
    const me = await user(who);
    expect(me.subscription).toMatchObject({
      status: 'trialing',
      plan: { id: 'free-trial', name: 'Free Trial' },
      fallback: null,
    });
    const days = (Date.parse(me.subscription?.periodEndDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('checkout with 4242 succeeds: active on the plan, a paid invoice, the card on Pay Method', async () => {
    const who = await afterTrial('billing-visa');
    const response = await subscribe(who, CARDS.visa);
    expect(response.statusCode).toBe(200);
    const body = SubscriptionResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'active', plan: { id: 'flow-starter' } });
    expect(body.latest_invoice).toMatchObject({ status: 'paid', amount_due: 13900 });
    expect(body.latest_invoice?.payment_intent?.status).toBe('succeeded');
    const me = await user(who);
    expect(me.subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-starter', name: 'Flow Starter' },
    });
    expect(me.roles).toEqual(['ROLE_FLOW_ADMIN']);
    const list = await invoices(who);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      status: 'paid',
      total: 13900,
      amount_paid: 13900,
      amount_remaining: 0,
    });
    expect(list.items[0]?.lines.data[0]?.plan?.nickname).toBe('Flow Starter');
    const record = PaymentMethodRecord.parse((await call(who, 'GET', '/api/billing')).json());
    expect(record).toMatchObject({
      last4: '4242',
      brand: 'visa',
      expMonth: 12,
      expYear: 2040,
      name: 'Ada Lovelace',
      city: 'London',
      country: 'GB',
    });

    // The hosted page and a real PDF, without signing in (capability URLs, like Stripe's).
    const invoice = list.items[0];
    const hosted = await billing.server().app.inject({
      method: 'GET',
      url: new URL(invoice?.hosted_invoice_url ?? '').pathname,
    });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain(invoice?.number ?? 'missing');
    const pdf = await billing
      .server()
      .app.inject({ method: 'GET', url: new URL(invoice?.invoice_pdf ?? '').pathname });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('checkout with 3184 needs 3-D Secure: requires_action, then confirmed → active', async () => {
    const who = await afterTrial('billing-3ds');
    const response = await subscribe(who, CARDS.threeDSecure, 'price_basic');
    expect(response.statusCode).toBe(200);
    const body = SubscriptionResponse.parse(response.json());
    const intent = body.latest_invoice?.payment_intent;
    expect(intent?.status).toBe('requires_action');
    // Not paid yet: the team keeps its plan.
    expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'flow-free' } });
    const confirmed = await billing.server().app.inject({
      method: 'POST',
      url: `${billing.config().sandboxApiBase}/payment_intents/${intent?.id}/authenticate`,
      headers: { authorization: `Bearer ${billing.config().publishableKey}` },
      payload: { client_secret: intent?.client_secret, outcome: 'complete' },
    });
    expect(SandboxPaymentIntent.parse(confirmed.json()).status).toBe('succeeded');
    const me = await user(who);
    expect(me.subscription).toMatchObject({ status: 'active', plan: { id: 'basic', name: 'Basic' } });
    expect(me.roles).toEqual(['ROLE_LITE_ADMIN']);
    expect((await invoices(who)).items[0]).toMatchObject({ status: 'paid', amount_paid: 2900 });
  });

  it.each([
    ['declined', CARDS.declined, 'Your card has been declined.'],
    ['insufficient funds', CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])(
    'checkout with a %s card answers 402 with the card error; nothing charged, nothing changed',
    async (_label, card, message) => {
      const who = await afterTrial(`billing-refused-${card.slice(-4)}`);
      const response = await subscribe(who, card);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ message, code: 'CARD_DECLINED' });
      expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'flow-free' } });
      expect((await invoices(who)).total).toBe(0);
      expect((await call(who, 'GET', '/api/billing')).json()).toBeNull();
    },
  );

  it('a plan switch is prorated: the preview and the invoice agree, and the plan changes at once', async () => {
    const who = await afterTrial('billing-switch');
    expect((await subscribe(who, CARDS.visa, 'price_basic')).statusCode).toBe(200);
    // Half-way through the period.
    await call(who, 'POST', '/api/billing/test-clock/advance', { days: 15 });
    const preview = PlanChangePreview.parse(
      (await call(who, 'GET', '/api/subscription/preview?newPlanId=price_flow_business')).json(),
    );
    expect(preview.checkoutRequired).toBe(false);
    expect(preview.lines).toHaveLength(2);
    const [credit, charge] = preview.lines;
    expect(credit?.amount).toBeLessThan(0);
    expect(charge?.amount).toBeGreaterThan(0);
    // Between 40% and 60% of each monthly price is left after 15 days.
    expect(-(credit?.amount ?? 0)).toBeGreaterThan(2900 * 0.4);
    expect(-(credit?.amount ?? 0)).toBeLessThan(2900 * 0.6);
    expect(preview.amountDue).toBe((credit?.amount ?? 0) + (charge?.amount ?? 0));
    const me = await user(who);
    const switched = await call(who, 'PUT', '/api/subscription/switch', {
      subscriptionId: me.subscription?.id,
      currentPlanId: 'price_basic',
      newPlanId: 'price_flow_business',
    });
    expect(switched.statusCode).toBe(200);
    const body = SubscriptionResponse.parse(switched.json());
    expect(body.plan.id).toBe('flow-business');
    expect(body.latest_invoice).toMatchObject({ status: 'paid', amount_due: preview.amountDue });
    expect((await user(who)).roles).toEqual(['ROLE_FLOW_ADMIN']);
    // A stale current plan is refused.
    const stale = await call(who, 'PUT', '/api/subscription/switch', {
      subscriptionId: me.subscription?.id,
      currentPlanId: 'price_basic',
      newPlanId: 'price_flow_starter',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a bad webhook signature is refused with 400; the same event delivered twice is applied once', async () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const bad = await billing.server().app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, 'whsec_wrong'),
      },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    const secret = billing.server().ctx.billing.provider.webhookSecret;
    const send = () =>
      billing.server().app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret) },
        payload,
      });
    expect((await send()).json()).toMatchObject({ received: true, result: 'ignored' });
    expect((await send()).json()).toMatchObject({ received: true, result: 'duplicate' });
    const rows = await billing
      .server()
      .ctx.database.db.select()
      .from(tables.billingWebhookEvents)
      .where(eq(tables.billingWebhookEvents.eventId, 'evt_test_1'));
    expect(rows).toHaveLength(1);
  });

  it('failed renewal → past_due → retries → Flow Free; and recovery by changing the card', async () => {
    const failing = await afterTrial('billing-fallback');
    expect((await subscribe(failing, CARDS.visa)).statusCode).toBe(200);
    const changed = await call(failing, 'PUT', '/api/billing', {
      ...details,
      paymentMethod: (await paymentMethod(CARDS.chargeFails)).id,
    });
    expect(changed.statusCode).toBe(200);
    await call(failing, 'POST', '/api/billing/test-clock/advance', { days: 32 });
    expect((await user(failing)).subscription).toMatchObject({
      status: 'past_due',
      plan: { id: 'flow-starter' },
    });
    await call(failing, 'POST', '/api/billing/test-clock/advance', { days: 20 });
    const after = await user(failing);
    expect(after.subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-free', name: 'Flow Free' },
      fallback: 'payment_failed',
    });
    const statuses = (await invoices(failing)).items.map((i) => i.status);
    expect(statuses).toContain('uncollectible');

    const recovering = await afterTrial('billing-recover');
    expect((await subscribe(recovering, CARDS.visa)).statusCode).toBe(200);
    await call(recovering, 'PUT', '/api/billing', {
      ...details,
      paymentMethod: (await paymentMethod(CARDS.chargeFails)).id,
    });
    await call(recovering, 'POST', '/api/billing/test-clock/advance', { days: 32 });
    expect((await user(recovering)).subscription?.status).toBe('past_due');
    const fixed = await call(recovering, 'PUT', '/api/billing', {
      ...details,
      paymentMethod: (await paymentMethod(CARDS.visa)).id,
    });
    expect(fixed.statusCode).toBe(200);
    expect(BillingUpdateResponse.parse(fixed.json()).retriedInvoice?.status).toBe('paid');
    expect((await user(recovering)).subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-starter' },
    });
  });

  it('the trial ends: a reminder mail a few days before, then Flow Free', async () => {
    const who = await team('billing-trial-end');
    const me = await user(who);
    const db = billing.server().ctx.database.db;
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await db
      .update(tables.subscriptions)
      .set({ trialEnd: soon, periodEnd: soon })
      .where(eq(tables.subscriptions.teamId, me.data.defaultTeam));
    await billing.server().ctx.billing.runJobs();
    const mails = await outboxFor(billing.server(), who.email);
    expect(mails.filter((m) => m.subject === 'Your Flowlane trial ends soon')).toHaveLength(1);
    await billing.server().ctx.billing.runJobs();
    expect(
      (await outboxFor(billing.server(), who.email)).filter(
        (m) => m.subject === 'Your Flowlane trial ends soon',
      ),
    ).toHaveLength(1);
    await billing.server().ctx.billing.runJobs(new Date(soon.getTime() + 1000));
    expect((await user(who)).subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-free' },
      fallback: 'trial_ended',
    });
    // A paid plan chosen afterwards is no fallback: the shell's notice goes.
    expect((await subscribe(who, CARDS.visa)).statusCode).toBe(200);
    expect((await user(who)).subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-starter' },
      fallback: null,
    });
  });

  it('a member who is not the team admin (ROLE_FLOW_USER) is refused billing with 403', async () => {
    const who = await team('billing-member');
    const db = billing.server().ctx.database.db;
    const row = await usersRepository(db).findByEmail(who.email);
    await teamAdminRepository(db).setRole(row?.defaultTeamId ?? '', row?.id ?? '', 'member');
    expect((await user(who)).roles).toEqual(['ROLE_FLOW_USER']);
    const pm = await paymentMethod(CARDS.visa);
    const me = await user(who);
    const refused = [
      await call(who, 'POST', '/api/subscription', {
        ...details,
        paymentMethod: pm.id,
        planId: 'price_basic',
      }),
      await call(who, 'PUT', '/api/subscription/switch', {
        subscriptionId: me.subscription?.id,
        currentPlanId: 'price_free_trial',
        newPlanId: 'price_basic',
      }),
      await call(who, 'GET', '/api/billing'),
      await call(who, 'PUT', '/api/billing', { ...details, paymentMethod: pm.id }),
      await call(who, 'GET', '/api/invoice'),
      await call(who, 'GET', '/api/subscription/preview?newPlanId=price_basic'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await user(who)).subscription).toMatchObject({ status: 'trialing', plan: { id: 'free-trial' } });
    // The same on a lite (Basic) team: ROLE_LITE_USER.
    await teamsRepository(db).setPlan(row?.defaultTeamId ?? '', 'basic');
    expect((await user(who)).roles).toEqual(['ROLE_LITE_USER']);
    expect((await call(who, 'GET', '/api/invoice')).statusCode).toBe(403);
    expect((await call(who, 'GET', '/api/billing')).statusCode).toBe(403);
  });

  it('another team cannot switch this team’s subscription (404); no sign-in, no billing (401)', async () => {
    const owner = await team('billing-owner');
    const stranger = await team('billing-stranger');
    const mine = await user(owner);
    const response = await call(stranger, 'PUT', '/api/subscription/switch', {
      subscriptionId: mine.subscription?.id,
      currentPlanId: 'price_flow_free',
      newPlanId: 'price_basic',
    });
    expect(response.statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/invoice')).statusCode).toBe(200);
    expect((await billing.server().app.inject({ method: 'GET', url: '/api/invoice' })).statusCode).toBe(401);
  });

  it("a downgrade to Flow Free waits for the period's end: webhooks answer until then, and are refused after", async () => {
    const who = await afterTrial('billing-downgrade');
    expect((await subscribe(who, CARDS.visa)).statusCode).toBe(200);
    const created = WorkflowResponse.parse((await call(who, 'POST', '/api/workflow', {})).json());
    const graph = {
      schemaVersion: 1,
      nodes: [
        {
          id: 't',
          serviceId: 'test.trigger',
          action: 'run',
          name: 't',
          position: { x: 0, y: 0 },
          params: {},
        },
      ],
      edges: [],
    };
    const saved = await call(who, 'PUT', `/api/workflow/${created.id}`, {
      data: { ...created.data, webhook: { active: true, responseMode: 'async' } },
      graph,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hook = () =>
      billing.server().app.inject({ method: 'POST', url: `/hooks/${created.hookId}`, payload: { a: 1 } });
    expect((await hook()).statusCode).toBe(202);
    const me = await user(who);
    const switched = await call(who, 'PUT', '/api/subscription/switch', {
      subscriptionId: me.subscription?.id,
      currentPlanId: 'price_flow_starter',
      newPlanId: 'price_flow_free',
    });
    expect(switched.statusCode).toBe(200);
    // Nothing is charged or credited, and the plan paid for stays in force until the period ends.
    const body = SubscriptionResponse.parse(switched.json());
    expect(body.plan.id).toBe('flow-starter');
    expect((await invoices(who)).total).toBe(1);
    expect((await hook()).statusCode).toBe(202);
    await call(who, 'POST', '/api/billing/test-clock/advance', { days: 32 });
    expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'flow-free' } });
    const refused = await hook();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: expect.stringContaining('Flow Free'),
    });
  });

  it('invoices page 10 at a time and sort by any column; another team sees none of them', async () => {
    const who = await afterTrial('billing-invoices');
    expect((await subscribe(who, CARDS.visa, 'price_basic')).statusCode).toBe(200);
    // Eleven renewals in one advance: twelve invoices.
    await call(who, 'POST', '/api/billing/test-clock/advance', { days: 340 });
    const first = await invoices(who);
    expect(first).toMatchObject({ total: 12, page: 0, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = await invoices(who, '?page=1');
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(12);
    const created = first.items.map((i) => i.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const byNumber = (await invoices(who, '?sort=number&order=asc')).items.map((i) => i.number ?? '');
    expect(byNumber).toEqual([...byNumber].sort());
    expect(byNumber[0]).toMatch(/-0001$/);
    const bad = await call(who, 'GET', '/api/invoice?sort=secret');
    expect(bad.statusCode).toBe(400);

    const stranger = await team('billing-invoices-stranger');
    expect((await invoices(stranger)).total).toBe(0);
    expect((await call(stranger, 'GET', '/api/billing')).json()).toBeNull();
  });
});
