import {
  InvoiceListResponse,
  PlanChangePreview,
  SubscriptionResponse,
  SubscriptionState,
  TeamRef,
} from '@flowlane/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionsRepository, tables, teamAdminRepository, usersRepository } from '../db/index.js';
import { testDatabaseKinds } from '../testing/index.js';
import { CARDS, type Team, useBillingServer } from './test-support.js';

// Issue 54 (cancel and resume) and issue 55 ("Billing that keeps its word"): a plan bought during the
// trial is first charged when it ends; downgrades and cancels wait for the period's end and can be
// undone; a retry after a failed 3-D Secure leaves no open invoice; "Pay now"; one trial per user.

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('the billing lifecycle on %s', (kind) => {
  const billing = useBillingServer(kind);
  const { team, call, user, subscribe, afterTrial } = billing;
  const state = async (who: Team) =>
    SubscriptionState.parse((await call(who, 'GET', '/api/subscription')).json());
  const invoices = async (who: Team) =>
    InvoiceListResponse.parse((await call(who, 'GET', '/api/invoice')).json());
  const advance = (who: Team, days: number) => call(who, 'POST', '/api/billing/test-clock/advance', { days });
  const authenticate = (intent: { id: string; client_secret: string } | null | undefined, outcome: string) =>
    billing.server().app.inject({
      method: 'POST',
      url: `${billing.config().sandboxApiBase}/payment_intents/${intent?.id}/authenticate`,
      headers: { authorization: `Bearer ${billing.config().publishableKey}` },
      payload: { client_secret: intent?.client_secret, outcome },
    });
  const teamOf = async (who: Team) => (await user(who)).data.defaultTeam;
  const switchTo = async (who: Team, currentPlanId: string, newPlanId: string) =>
    call(who, 'PUT', '/api/subscription/switch', {
      subscriptionId: (await user(who)).subscription?.id,
      currentPlanId,
      newPlanId,
    });

  it('a plan bought during the trial is first charged when the trial ends, on the date every page shows', async () => {
    const who = await team('life-trial-buy');
    const trialEnd = (await state(who)).trialEnd;
    expect(trialEnd).not.toBeNull();
    const bought = await subscribe(who, CARDS.visa);
    expect(bought.statusCode, bought.body).toBe(200);
    const body = SubscriptionResponse.parse(bought.json());
    // Nothing is charged now, and the trial goes on, with the plan chosen in force.
    expect(body).toMatchObject({ status: 'trialing', plan: { id: 'flow-starter' } });
    expect(body.latest_invoice?.amount_due).toBe(0);
    const now = await state(who);
    expect(now).toMatchObject({ status: 'trialing', paid: true, plan: { id: 'flow-starter' } });
    expect(Math.abs(Date.parse(now.trialEnd ?? '') - Date.parse(trialEnd ?? ''))).toBeLessThan(1000);
    expect(now.nextPayment).toMatchObject({ amount: 13900, first: true });
    expect(Math.abs(Date.parse(now.nextPayment?.date ?? '') - Date.parse(trialEnd ?? ''))).toBeLessThan(1000);
    expect((await invoices(who)).items.map((i) => [i.status, i.total])).toEqual([['paid', 0]]);
    // Another plan during the trial: at once, nothing charged, the same first charge date.
    const preview = PlanChangePreview.parse(
      (await call(who, 'GET', '/api/subscription/preview?newPlanId=price_flow_business')).json(),
    );
    expect(preview).toMatchObject({ amountDue: 0, takesEffect: 'now', checkoutRequired: false });
    expect(Math.abs(Date.parse(preview.firstChargeDate ?? '') - Date.parse(trialEnd ?? ''))).toBeLessThan(
      1000,
    );
    expect((await switchTo(who, 'price_flow_starter', 'price_flow_business')).statusCode).toBe(200);
    expect((await state(who)).plan.id).toBe('flow-business');
    expect((await invoices(who)).total).toBe(1);
    // The trial ends: the first charge, at the plan's full price, and the subscription is active.
    await advance(who, 31);
    expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'flow-business' } });
    const after = (await invoices(who)).items.map((i) => [i.status, i.total]);
    expect(after).toEqual([
      ['paid', 34900],
      ['paid', 0],
    ]);
  });

  it('cancel waits for the period end, lists what the team loses, and resume takes it back', async () => {
    const who = await afterTrial('life-cancel');
    expect((await subscribe(who, CARDS.visa)).statusCode).toBe(200);
    const id = (await user(who)).subscription?.id;
    const cancelled = await call(who, 'POST', '/api/subscription/cancel', { subscriptionId: id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = SubscriptionState.parse(cancelled.json());
    expect(after).toMatchObject({
      plan: { id: 'flow-starter' },
      cancelAtEnd: true,
      nextPayment: null,
      scheduledChange: { kind: 'cancel', plan: { id: 'flow-free' } },
    });
    expect(after.scheduledChange?.losses).toEqual([
      'processing',
      'schedule',
      'webhook',
      'mailhook',
      'request',
      'concurrency',
    ]);
    expect(after.scheduledChange?.date).toBe(after.periodEnd);
    expect((await user(who)).subscription).toMatchObject({ cancelAtEnd: true, plan: { id: 'flow-starter' } });
    // Resume: renews as before.
    const resumed = SubscriptionState.parse(
      (await call(who, 'POST', '/api/subscription/resume', { subscriptionId: id })).json(),
    );
    expect(resumed).toMatchObject({
      cancelAtEnd: false,
      scheduledChange: null,
      nextPayment: { amount: 13900 },
    });
    expect((await call(who, 'POST', '/api/subscription/resume', { subscriptionId: id })).statusCode).toBe(
      409,
    );
    // Cancel again and let the period end: Flow Free, no renewal charged, and no fallback notice.
    await call(who, 'POST', '/api/subscription/cancel', { subscriptionId: id });
    await advance(who, 32);
    expect((await user(who)).subscription).toMatchObject({
      status: 'active',
      plan: { id: 'flow-free' },
      fallback: null,
    });
    expect((await invoices(who)).total).toBe(1);
    expect((await state(who)).paid).toBe(false);
  });

  it('a downgrade to a paid plan waits for the period end, can be undone, then renews at the new price', async () => {
    const who = await afterTrial('life-downgrade');
    expect((await subscribe(who, CARDS.visa, 'price_flow_business')).statusCode).toBe(200);
    const preview = PlanChangePreview.parse(
      (await call(who, 'GET', '/api/subscription/preview?newPlanId=price_flow_starter')).json(),
    );
    expect(preview).toMatchObject({ amountDue: 0, takesEffect: 'period_end', lines: [] });
    expect(preview.losses).toEqual(['processing', 'datasets', 'concurrency']);
    expect(preview.effectiveDate).toBe(preview.periodEnd);
    expect((await switchTo(who, 'price_flow_business', 'price_flow_starter')).statusCode).toBe(200);
    const waiting = await state(who);
    expect(waiting).toMatchObject({
      plan: { id: 'flow-business' },
      scheduledChange: {
        kind: 'downgrade',
        plan: { id: 'flow-starter' },
        losses: ['processing', 'datasets', 'concurrency'],
      },
      nextPayment: { amount: 13900 },
    });
    const id = (await user(who)).subscription?.id;
    const undone = SubscriptionState.parse(
      (await call(who, 'POST', '/api/subscription/resume', { subscriptionId: id })).json(),
    );
    expect(undone).toMatchObject({
      plan: { id: 'flow-business' },
      scheduledChange: null,
      nextPayment: { amount: 34900 },
    });
    expect((await switchTo(who, 'price_flow_business', 'price_flow_starter')).statusCode).toBe(200);
    expect((await invoices(who)).total).toBe(1);
    await advance(who, 32);
    expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'flow-starter' } });
    expect((await state(who)).scheduledChange).toBeNull();
    expect((await invoices(who)).items[0]).toMatchObject({ status: 'paid', total: 13900 });
  });

  it('an upgrade after a scheduled downgrade takes it back and is prorated from the plan in force', async () => {
    const who = await afterTrial('life-up-after-down');
    expect((await subscribe(who, CARDS.visa, 'price_flow_business')).statusCode).toBe(200);
    expect((await switchTo(who, 'price_flow_business', 'price_flow_free')).statusCode).toBe(200);
    const up = await switchTo(who, 'price_flow_business', 'price_flow_enterprise');
    expect(up.statusCode, up.body).toBe(200);
    expect(SubscriptionResponse.parse(up.json()).plan.id).toBe('flow-enterprise');
    expect((await state(who)).scheduledChange).toBeNull();
  });

  it('a retry after a failed 3-D Secure voids the waiting invoice: no invoice is left awaiting payment', async () => {
    const who = await afterTrial('life-3ds-retry');
    const first = SubscriptionResponse.parse(
      (await subscribe(who, CARDS.threeDSecure, 'price_flow_business')).json(),
    );
    expect(first.latest_invoice?.payment_intent?.status).toBe('requires_action');
    await authenticate(first.latest_invoice?.payment_intent, 'fail');
    expect((await invoices(who)).items.map((i) => i.status)).toEqual(['open']);
    const retry = await subscribe(who, CARDS.visa, 'price_flow_business');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(SubscriptionResponse.parse(retry.json())).toMatchObject({
      status: 'active',
      plan: { id: 'flow-business' },
    });
    const list = (await invoices(who)).items;
    expect(list.map((i) => i.status).sort()).toEqual(['paid', 'void']);
    expect(list.find((i) => i.id === first.latest_invoice?.id)?.status).toBe('void');
  });

  it('"Pay now" pays an open invoice with the card on file, through 3-D Secure when the card asks', async () => {
    const who = await afterTrial('life-pay-now');
    const first = SubscriptionResponse.parse(
      (await subscribe(who, CARDS.threeDSecure, 'price_basic')).json(),
    );
    await authenticate(first.latest_invoice?.payment_intent, 'fail');
    const open = (await invoices(who)).items[0];
    expect(open?.status).toBe('open');
    const paying = await call(who, 'POST', `/api/invoice/${open?.id}/pay`);
    expect(paying.statusCode, paying.body).toBe(200);
    const intent = SubscriptionResponse.parse(paying.json()).latest_invoice?.payment_intent;
    expect(intent?.status).toBe('requires_action');
    expect((await authenticate(intent, 'complete')).statusCode).toBe(200);
    expect((await invoices(who)).items.map((i) => i.status)).toEqual(['paid']);
    expect((await user(who)).subscription).toMatchObject({ status: 'active', plan: { id: 'basic' } });
    // A paid invoice is not paid again; another team's invoice is not found.
    expect((await call(who, 'POST', `/api/invoice/${open?.id}/pay`)).statusCode).toBe(409);
    const stranger = await team('life-pay-stranger');
    expect((await call(stranger, 'POST', `/api/invoice/${open?.id}/pay`)).statusCode).toBe(404);
  });

  it('only admins cancel; every member reads the state, told whether they may manage it', async () => {
    const who = await team('life-member');
    const db = billing.server().ctx.database.db;
    const row = await usersRepository(db).findByEmail(who.email);
    await teamAdminRepository(db).setRole(row?.defaultTeamId ?? '', row?.id ?? '', 'member');
    const read = await state(who);
    expect(read.canManage).toBe(false);
    expect(read.teamName.length).toBeGreaterThan(0);
    const id = (await user(who)).subscription?.id;
    expect((await call(who, 'POST', '/api/subscription/cancel', { subscriptionId: id })).statusCode).toBe(
      403,
    );
    expect((await call(who, 'POST', '/api/subscription/resume', { subscriptionId: id })).statusCode).toBe(
      403,
    );
    const admin = await team('life-admin');
    expect((await state(admin)).canManage).toBe(true);
    // Nothing to cancel on the trial alone; a bad body is a 400.
    const trialId = (await user(admin)).subscription?.id;
    expect(
      (await call(admin, 'POST', '/api/subscription/cancel', { subscriptionId: trialId })).statusCode,
    ).toBe(409);
    expect((await call(admin, 'POST', '/api/subscription/cancel', { subscriptionId: 7 })).statusCode).toBe(
      400,
    );
  });

  it("a user's first team gets the trial; a later team shares what is left of it, then starts on Flow Free", async () => {
    const who = await team('life-teams');
    const subs = subscriptionsRepository(billing.server().ctx.database.db);
    const first = await subs.findForTeam(await teamOf(who));
    const create = async (name: string) => {
      const response = await call(who, 'POST', '/api/team', { name });
      expect(response.statusCode).toBe(201);
      return subs.findForTeam(TeamRef.parse(response.json()).id);
    };
    const second = await create('Second team');
    expect(second).toMatchObject({ status: 'trialing', planGuid: 'free-trial' });
    expect(second?.trialEnd?.getTime()).toBe(first?.trialEnd?.getTime());
    // The user's trial is over: a new team has none.
    const past = new Date(Date.now() - DAY);
    for (const sub of [first, second]) {
      await billing
        .server()
        .ctx.database.db.update(tables.subscriptions)
        .set({ trialEnd: past })
        .where(eq(tables.subscriptions.teamId, sub?.teamId ?? ''));
    }
    const third = await create('Third team');
    expect(third).toMatchObject({ status: 'active', planGuid: 'flow-free', trialEnd: null });
    expect(third?.periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
  });
});
