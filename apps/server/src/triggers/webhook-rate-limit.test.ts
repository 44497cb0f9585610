import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottleRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { type RateRule, type SharedCounterStore, SharedRateLimiter } from './webhook-rate-limit.js';

/** The shared store as a map: what several processes' limiters meet in. */
function memoryStore() {
  const windows = new Map<string, { start: number; count: number }>();
  let failing = false;
  const store: SharedCounterStore = {
    async add(key, windowStart, _windowMs, amount) {
      if (failing) throw new Error('store down');
      const current = windows.get(key);
      const next =
        current && current.start === windowStart.getTime()
          ? { start: current.start, count: current.count + amount }
          : { start: windowStart.getTime(), count: amount };
      windows.set(key, next);
      return next.count;
    },
  };
  return {
    store,
    total: () => [...windows.values()].reduce((sum, w) => sum + w.count, 0),
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}

describe('SharedRateLimiter', () => {
  const rule: RateRule = { name: 'hook', max: 3, windowMs: 60_000 };
  let now = 120_000;
  const clock = () => now;

  it('lets exactly max requests through in one process, then answers with the seconds left', () => {
    now = 120_000;
    const limiter = new SharedRateLimiter(memoryStore().store, { now: clock });
    for (let i = 0; i < 3; i++) expect(limiter.take([[rule, 'a']])).toBeUndefined();
    now = 135_500;
    expect(limiter.take([[rule, 'a']])).toEqual({ rule, retryAfterSeconds: 45 });
    // Another subject has its own count.
    expect(limiter.take([[rule, 'b']])).toBeUndefined();
    limiter.close();
  });

  it('counts exactly in memory without a store (one process takes every webhook)', async () => {
    now = 120_000;
    const limiter = new SharedRateLimiter(undefined, { now: clock, flushMs: 1 });
    for (let i = 0; i < 2; i++) expect(limiter.take([[rule, 'a']])).toBeUndefined();
    // A flush in between keeps what was counted.
    await limiter.flush();
    expect(limiter.take([[rule, 'a']])).toBeUndefined();
    expect(limiter.take([[rule, 'a']])).toEqual({ rule, retryAfterSeconds: 60 });
    now = 180_000;
    await limiter.flush();
    expect(limiter.take([[rule, 'a']])).toBeUndefined();
    limiter.close();
  });

  it('starts over when the window ends', () => {
    now = 120_000;
    const limiter = new SharedRateLimiter(memoryStore().store, { now: clock });
    for (let i = 0; i < 3; i++) limiter.take([[rule, 'a']]);
    expect(limiter.take([[rule, 'a']])).toBeDefined();
    now = 180_000;
    expect(limiter.take([[rule, 'a']])).toBeUndefined();
    limiter.close();
  });

  it('counts nothing when one of several rules refuses', () => {
    now = 120_000;
    const narrow: RateRule = { name: 'address', max: 1, windowMs: 60_000 };
    const limiter = new SharedRateLimiter(memoryStore().store, { now: clock });
    expect(
      limiter.take([
        [rule, 'a'],
        [narrow, 'x'],
      ]),
    ).toBeUndefined();
    expect(
      limiter.take([
        [rule, 'a'],
        [narrow, 'x'],
      ])?.rule,
    ).toBe(narrow);
    // The refused request did not use up the hook's room: two more fit from another address.
    expect(
      limiter.take([
        [rule, 'a'],
        [narrow, 'y'],
      ]),
    ).toBeUndefined();
    expect(limiter.take([[rule, 'a']])).toBeUndefined();
    expect(limiter.take([[rule, 'a']])).toBeDefined();
    limiter.close();
  });

  it('shares the count between processes through the store', async () => {
    now = 120_000;
    const shared = memoryStore();
    const first = new SharedRateLimiter(shared.store, { now: clock });
    const second = new SharedRateLimiter(shared.store, { now: clock });
    expect(first.take([[rule, 'a']])).toBeUndefined();
    expect(first.take([[rule, 'a']])).toBeUndefined();
    await first.flush();
    expect(second.take([[rule, 'a']])).toBeUndefined();
    await second.flush();
    // The second process now knows of all three; the first hears of the third on its next flush.
    expect(second.take([[rule, 'a']])).toBeDefined();
    first.take([[rule, 'b']]);
    await first.flush();
    expect(shared.total()).toBe(4);
    first.close();
    second.close();
  });

  it('keeps counts through a store outage and sends them later', async () => {
    now = 120_000;
    const shared = memoryStore();
    const limiter = new SharedRateLimiter(shared.store, { now: clock, onFlushError: () => {} });
    shared.setFailing(true);
    limiter.take([[rule, 'a']]);
    limiter.take([[rule, 'a']]);
    await limiter.flush();
    expect(shared.total()).toBe(0);
    shared.setFailing(false);
    await limiter.flush();
    expect(shared.total()).toBe(2);
    limiter.close();
  });
});

describe.each(testDatabaseKinds())('webhook rate limits on %s', (kind) => {
  const windowMs = 5000;
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await createTestServer(
      kind,
      {
        WEBHOOK_RATE_LIMIT_PER_HOOK: '3',
        WEBHOOK_RATE_LIMIT_PER_ADDRESS: '5',
        WEBHOOK_RATE_WINDOW_MS: String(windowMs),
        TRUST_PROXY: 'true',
      },
      { catalog: testCatalog() },
    );
    client = await signedInClient(server, 'webhook-limits');
  });
  afterAll(() => server.close());

  async function webhookWorkflow() {
    const workflow = await client.createWorkflow(triggerOnly(), {
      webhook: { active: true, responseMode: 'async' },
    });
    return workflow.hookId;
  }

  const post = (hookId: string, address: string) =>
    server.app.inject({
      method: 'POST',
      url: `/hooks/${hookId}`,
      headers: { 'x-forwarded-for': address },
      payload: { n: 1 },
    });

  /** Waits for a fresh window, so a burst of requests is not split by a window boundary. */
  async function freshWindow() {
    await new Promise((r) => setTimeout(r, windowMs - (Date.now() % windowMs) + 20));
  }

  it('answers 429 with Retry-After past the per-hook limit, leaves other hooks alone, and starts over', async () => {
    const busy = await webhookWorkflow();
    const quiet = await webhookWorkflow();
    await freshWindow();
    for (let i = 0; i < 3; i++) expect((await post(busy, `198.51.100.${i}`)).statusCode).toBe(202);
    const refused = await post(busy, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many requests to this webhook: at most 3 per 5 seconds. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
    expect((await post(quiet, '198.51.100.10')).statusCode).toBe(202);

    // With PostgreSQL the counts reach the shared table every process reads, in a flush every 100 ms: waited
    // for, since a busy machine may delay it past any sleep. The embedded server, the only process taking
    // its webhooks, keeps them in memory and writes nothing for them, even after three flushes' time.
    const countedAt = new Date();
    const stored = () =>
      authThrottleRepository(server.ctx.database.db).peek(
        `webhook-hook:${createHash('sha256').update(busy).digest('base64url')}`,
        countedAt,
        windowMs,
      );
    if (kind === 'pglite') await new Promise((r) => setTimeout(r, 300));
    let row = await stored();
    for (let i = 0; i < 400 && kind !== 'pglite' && row.count < 3; i++) {
      await new Promise((r) => setTimeout(r, 25));
      row = await stored();
    }
    expect(row.count).toBe(kind === 'pglite' ? 0 : 3);

    await freshWindow();
    expect((await post(busy, '198.51.100.11')).statusCode).toBe(202);
  });

  it('limits one address across hooks, without touching other addresses', async () => {
    const hooks = [await webhookWorkflow(), await webhookWorkflow(), await webhookWorkflow()];
    await freshWindow();
    for (let i = 0; i < 5; i++) {
      const hookId = hooks[i % 3] ?? '';
      expect((await post(hookId, '203.0.113.7')).statusCode).toBe(202);
    }
    const refused = await post(hooks[2] ?? '', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your address to webhooks: at most 5 per/);
    expect((await post(hooks[2] ?? '', '203.0.113.8')).statusCode).toBe(202);
  });
});
