import { BillingConfig, SandboxPaymentMethod, User } from '@flowlane/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { tables } from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestDatabaseKind, type TestServer } from '../testing/index.js';

/** Helpers for the billing tests (only *.test.ts files import this). */

export const CARDS = {
  visa: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  chargeFails: '4000000000000341',
};

/** The billing details a checkout sends. */
export const details = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  line1: '1 Analytical Way',
  line2: '',
  city: 'London',
  state: '',
  country: 'GB',
  zip: 'N1 1AA',
};

/** A signed-in admin of a fresh team. */
export type Team = { headers: Record<string, string>; email: string };

type Method = 'GET' | 'POST' | 'PUT';

/**
 * A test server for a describe block, listening (the SDK reaches the sandbox over real HTTP, as
 * `npm start` does), with the calls billing tests make: a team, its user, a sandbox card, a checkout.
 */
export function useBillingServer(kind: TestDatabaseKind) {
  let server: TestServer | undefined;
  let config: BillingConfig | undefined;
  beforeAll(async () => {
    server = await createTestServer(kind, {}, { background: false, catalog: testCatalog() });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    config = BillingConfig.parse(
      (await server.app.inject({ method: 'GET', url: '/api/billing/config' })).json(),
    );
  });
  afterAll(() => server?.close());

  const started = () => {
    if (!server || !config) throw new Error('useBillingServer(): the server starts before the tests');
    return { server, config };
  };
  const team = async (label: string): Promise<Team> => {
    const account = await activeAccount(started().server, label);
    const token = z
      .object({ token: z.string() })
      .parse((await login(started().server, account.email, account.password)).json()).token;
    return { headers: bearer(token), email: account.email };
  };
  const call = (who: Team, method: Method, url: string, payload?: object) =>
    started().server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const user = async (who: Team) => User.parse((await call(who, 'GET', '/api/user')).json());
  /** What the browser does with the card entry in sandbox mode: a payment method from the card. */
  const paymentMethod = async (number: string) => {
    const { server: app, config: billing } = started();
    const response = await app.app.inject({
      method: 'POST',
      url: `${billing.sandboxApiBase}/payment_methods`,
      headers: { authorization: `Bearer ${billing.publishableKey}` },
      payload: { type: 'card', card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } },
    });
    expect(response.statusCode).toBe(200);
    return SandboxPaymentMethod.parse(response.json());
  };
  const subscribe = async (who: Team, number: string, planId = 'price_flow_starter') =>
    call(who, 'POST', '/api/subscription', {
      ...details,
      paymentMethod: (await paymentMethod(number)).id,
      planId,
    });
  /**
   * A team whose free trial is over (on Flow Free): a plan bought now is charged at once. (During the
   * trial it is first charged when the trial ends: billing-lifecycle.test.ts.)
   */
  const afterTrial = async (label: string): Promise<Team> => {
    const who = await team(label);
    const past = new Date(Date.now() - 1000);
    await started()
      .server.ctx.database.db.update(tables.subscriptions)
      .set({ trialEnd: past, periodEnd: past })
      .where(eq(tables.subscriptions.teamId, (await user(who)).data.defaultTeam));
    await started().server.ctx.billing.runJobs();
    return who;
  };
  return {
    server: () => started().server,
    config: () => started().config,
    team,
    call,
    user,
    paymentMethod,
    subscribe,
    afterTrial,
  };
}
