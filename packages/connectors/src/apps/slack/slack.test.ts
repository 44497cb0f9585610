import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { SlackFake } from './fake-server.js';
import { slack } from './index.js';

const fake = new SlackFake();
useFake(fake, () => fake.server.reset());

const TOKEN = { id: 'slack', kind: 'bearer', fields: { token: 'xoxb-test' } };
const {
  graphOf: step,
  poll,
  runGraph: run,
} = appBench(slack, { credential: TOKEN, apiUrl: () => fake.apiUrl });

describe('Slack', () => {
  it('sends a message with the bot token', async () => {
    const result = await run(step('slack.send_message', { channel: 'C00000001', text: 'Hello *team*' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({
      channel: 'C00000001',
      message: { text: 'Hello *team*' },
    });
    expect(fake.server.requests[0]).toMatchObject({ method: 'POST', path: '/api/chat.postMessage' });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer xoxb-test');
  });

  it("fails with Slack's error when it answers ok: false", async () => {
    const result = await run(step('slack.send_message', { channel: 'C00000001', text: 'x' }), {
      credentials: [{ id: 'slack', kind: 'bearer', fields: { token: 'xoxb-revoked' } }],
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('invalid_auth');
  });

  it('lists channels over cursor pages, without archived ones', async () => {
    const op = slack.operations.find((o) => o.id === 'list_channels');
    const small = { ...slack, operations: [{ ...op, pagination: { ...op?.pagination, maxPageSize: 2 } }] };
    // biome-ignore lint/suspicious/noExplicitAny: the same operation with a smaller page
    const result = await run(step('slack.list_channels', { returnAll: true }), { apps: [small as any] });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    const output = stepOf(result, 's').output as { items: { id: string; name: string }[]; count: number };
    expect(output.count).toBe(6);
    expect(output.items[0]).toEqual({ id: 'C00000001', name: 'channel-1', isPrivate: false, members: 2 });
    expect(fake.server.requests.map((r) => r.query.get('cursor'))).toEqual([null, 'dGVhbTo2', 'dGVhbTo4']);
  });

  it('uploads a file in three calls, the bytes without the token', async () => {
    const result = await run(
      step('slack.upload_file', {
        channel: 'C00000002',
        filename: 'report.csv',
        content: Buffer.from('a,b\n1,2\n').toString('base64'),
        base64: true,
        comment: 'Weekly report',
      }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({ id: 'F1', title: 'report.csv' });
    const [ticket, bytes, complete] = fake.server.requests;
    expect(ticket?.body).toEqual({ filename: 'report.csv', length: '8' });
    expect(bytes?.headers.authorization).toBeUndefined();
    expect(bytes?.raw.toString()).toContain('a,b\n1,2\n');
    expect(complete?.body).toMatchObject({ channel_id: 'C00000002', initial_comment: 'Weekly report' });
  });

  it('new message trigger: notes where the channel stands, then hands on each new message once', async () => {
    fake.post('C00000003', 'before the workflow was on');
    const check = poll('slack.new_message', { channel: 'C00000003' });
    const tick = async (runId: string) => (await check(runId)).result;

    const first = await tick('r1');
    expect(stepOf(first, 's').output).toMatchObject({ count: 0 });
    fake.post('C00000003', 'one');
    fake.post('C00000003', 'two');
    const second = await tick('r2');
    const texts = (r: typeof second) =>
      (stepOf(r, 's').output as { items: { text: string }[] }).items.map((m) => m.text);
    expect(texts(second)).toEqual(['one', 'two']);
    // The same run again (its process died after the cursor moved): the same items, not none.
    expect(texts(await tick('r2'))).toEqual(['one', 'two']);
    expect(texts(await tick('r3'))).toEqual([]);
    fake.post('C00000003', 'three');
    expect(texts(await tick('r4'))).toEqual(['three']);
  });
});
