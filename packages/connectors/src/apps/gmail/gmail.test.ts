import { buildGraph, createFakePorts, InMemoryCredentials, stepOf } from '@flowlane/engine/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runApps } from '../../testing/run.js';
import { GmailFake } from './fake-server.js';
import { gmail } from './index.js';

const fake = new GmailFake();
beforeAll(() => fake.start());
afterAll(() => fake.close());
beforeEach(() => fake.server.reset());

const GOOGLE = [{ id: 'google', kind: 'oauth2', fields: { accessToken: 'ya29.test' } }];
const graphOf = (serviceId: string, params: Record<string, unknown>) =>
  buildGraph(
    [
      ['t', 'trigger.manual'],
      ['s', serviceId, { authorization: 'google', ...params }],
    ],
    [['t', 's']],
  );
// The fake's address is known once it has started.
const options = () => ({ apps: [gmail], credentials: GOOGLE, config: { baseUrls: { gmail: fake.apiUrl } } });

describe('Gmail', () => {
  it('sends an email as base64url RFC 2822, its subject encoded and no header injectable', async () => {
    const result = await runApps(
      graphOf('gmail.send_email', {
        to: 'ada@example.com',
        subject: 'Grüße\r\nBcc: evil@example.com',
        body: 'Hello Ada',
      }),
      options(),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ id: 's1', labelIds: ['SENT'] });
    const [mail] = fake.sent.slice(-1);
    expect(mail?.headers.to).toBe('ada@example.com');
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.headers.subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(Buffer.from(mail?.headers.subject?.slice(10, -2) ?? '', 'base64').toString()).toBe(
      'Grüße Bcc: evil@example.com',
    );
    expect(mail?.body).toBe('Hello Ada');
  });

  it('searches messages over pages and reads one', async () => {
    for (let i = 0; i < 7; i += 1) fake.receive('ada@example.com', `Invoice ${i}`, `Amount ${i}`);
    fake.receive('alan@example.com', 'Lunch?');
    const listed = await runApps(
      graphOf('gmail.search_messages', { q: 'from:ada invoice', returnAll: true }),
      options(),
    );
    expect(stepOf(listed, 's').output).toMatchObject({ count: 7, more: false });
    const newest = (stepOf(listed, 's').output as { items: { id: string }[] }).items[0]?.id;
    const read = await runApps(graphOf('gmail.get_message', { id: newest }), options());
    expect(stepOf(read, 's').output).toMatchObject({
      subject: 'Invoice 6',
      from: 'ada@example.com',
      text: 'Amount 6',
      html: '<p>Amount 6</p>',
    });
  });

  it('says Google’s message for a message that is not there', async () => {
    const result = await runApps(graphOf('gmail.get_message', { id: 'nope' }), options());
    expect(result.error?.message).toBe(
      'Gmail GET /gmail/v1/users/me/messages/nope answered 404: Requested entity was not found.',
    );
  });

  it('new email trigger hands on each new matching email once', async () => {
    const ports = createFakePorts({ credentials: new InMemoryCredentials(GOOGLE) });
    const graph = graphOf('gmail.new_email', { q: 'from:grace' });
    const trigger = { ...graph, nodes: graph.nodes.filter((n) => n.id === 's'), edges: [] };
    const tick = async (runId: string) => {
      const result = await runApps(trigger, { ...options(), ports, trigger: { scheduledAt: 'now' }, runId });
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (stepOf(result, 's').output as { items: { subject: string }[] }).items.map((m) => m.subject);
    };
    fake.receive('grace@example.com', 'Old');
    expect(await tick('r1')).toEqual([]);
    fake.receive('grace@example.com', 'First');
    fake.receive('someone@example.com', 'Not hers');
    fake.receive('grace@example.com', 'Second');
    expect(await tick('r2')).toEqual(['First', 'Second']);
    expect(await tick('r3')).toEqual([]);
  });
});
