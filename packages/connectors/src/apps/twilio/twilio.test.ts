import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { TWILIO_SID, TwilioFake } from './fake-server.js';
import { twilio } from './index.js';

const fake = new TwilioFake();
useFake(fake, () => fake.reset());

const OURS = '+15550000001';
const {
  graphOf: step,
  poll,
  runGraph: run,
} = appBench(twilio, {
  credential: { id: 'tw', kind: 'basic', fields: { username: TWILIO_SID, password: 'twilio-auth-token' } },
  apiUrl: () => fake.apiUrl,
});

describe('Twilio', () => {
  it('sends an SMS as a form, with the account SID in the path and Basic auth', async () => {
    const result = await run(
      step('twilio.send_sms', { to: '+15557654321', from: OURS, body: 'Your code is 1234' }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({
      to: '+15557654321',
      status: 'queued',
      direction: 'outbound-api',
    });
    const sent = fake.server.requests[0];
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
    expect(sent?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent?.body).toEqual({ To: '+15557654321', From: OURS, Body: 'Your code is 1234' });
  });

  it('says Twilio’s error and code, and does not show the auth token', async () => {
    const bad = await run(step('twilio.send_sms', { to: '+15557654321', from: '+15559999999', body: 'x' }));
    expect(bad.status).toBe('failed');
    expect(bad.error?.message).toContain('400');
    expect(bad.error?.message).toContain('(21606)');
    const wrong = await run(step('twilio.send_sms', { to: '+1', from: OURS, body: 'x' }), {
      credentials: [{ id: 'tw', kind: 'basic', fields: { username: TWILIO_SID, password: 'wrong-token' } }],
    });
    expect(wrong.error?.message).toContain('Authenticate (20003)');
    expect(wrong.error?.message).not.toContain('wrong-token');
  });

  it('lists messages over next_page_uri pages (Page and PageToken), and waits out a 429', async () => {
    for (let i = 1; i <= 25; i += 1) fake.add('+15557654321', OURS, `m${i}`);
    fake.server.rateLimitNext(1, '1');
    const all = await run(step('twilio.list_messages', { returnAll: true, to: OURS }));
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    expect(all.waits).toEqual([1000]);
    expect(stepOf(all, 's').output).toMatchObject({ count: 25, more: false });
    fake.server.reset();
    const few = await run(step('twilio.list_messages', { limit: 10, to: OURS }));
    const output = stepOf(few, 's').output as { items: { body: string }[]; count: number; more: boolean };
    expect(output.items.map((m) => m.body).slice(0, 2)).toEqual(['m25', 'm24']);
    expect(output).toMatchObject({ count: 10, more: true });
    expect(fake.server.requests[0]?.query.get('PageSize')).toBe('10');
    fake.server.reset();
    const twenty = await run(step('twilio.list_messages', { limit: 20, to: OURS, returnAll: false }));
    expect(stepOf(twenty, 's').output).toMatchObject({ count: 20 });
  });

  it('follows the next page URI Twilio hands back (Page and PageToken) past a full page', async () => {
    for (let i = 1; i <= 150; i += 1) fake.add('+15557654321', OURS, `m${i}`);
    const all = await run(step('twilio.list_messages', { returnAll: true }));
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    const output = stepOf(all, 's').output as { items: { body: string }[]; count: number; more: boolean };
    expect(output).toMatchObject({ count: 150, more: false });
    expect(output.items.at(-1)?.body).toBe('m1');
    expect(fake.server.requests.map((r) => [r.query.get('Page'), r.query.get('PageToken')])).toEqual([
      [null, null],
      ['1', 'PA100'],
    ]);
  });

  it('new incoming message trigger: hands on each received SMS once, not the ones sent', async () => {
    fake.add('+15557654321', OURS, 'before the workflow was on');
    const check = poll('twilio.new_incoming_message', { to: OURS });
    const tick = async (runId: string) => (await check(runId)).result;
    const bodies = (r: Awaited<ReturnType<typeof tick>>) =>
      (stepOf(r, 's').output as { items: { body: string }[] }).items.map((m) => m.body);

    const first = await tick('r1');
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    expect(stepOf(first, 's').output).toMatchObject({ count: 0 });
    fake.add('+15557654321', OURS, 'one');
    fake.add(OURS, '+15557654321', 'our reply', 'outbound-api');
    fake.add('+15551112222', OURS, 'two');
    expect(bodies(await tick('r2'))).toEqual(['one', 'two']);
    expect(fake.server.requests.at(-1)?.query.get('DateSent>')).toBe('2026-01-01');
    expect(bodies(await tick('r3'))).toEqual([]);
    fake.add('+15557654321', OURS, 'three');
    expect(bodies(await tick('r4'))).toEqual(['three']);
  });
});
