import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GOOGLE_TEST_CREDENTIAL } from '../google/fake-support.js';
import { GmailFake } from './fake-server.js';
import { gmail } from './index.js';

const fake = new GmailFake();
useFake(fake, () => fake.server.reset());
const { graphOf, poll, runGraph } = appBench(gmail, {
  credential: GOOGLE_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});

describe('Gmail', () => {
  it('sends an email as base64url RFC 2822, its subject encoded and no header injectable', async () => {
    const result = await runGraph(
      graphOf('gmail.send_email', {
        to: 'ada@example.com',
        subject: 'Grüße\r\nBcc: evil@example.com',
        body: 'Hello Ada',
      }),
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
    const listed = await runGraph(
      graphOf('gmail.search_messages', { q: 'from:ada invoice', returnAll: true }),
    );
    expect(stepOf(listed, 's').output).toMatchObject({ count: 7, more: false });
    const newest = (stepOf(listed, 's').output as { items: { id: string }[] }).items[0]?.id;
    const read = await runGraph(graphOf('gmail.get_message', { id: newest }));
    expect(stepOf(read, 's').output).toMatchObject({
      subject: 'Invoice 6',
      from: 'ada@example.com',
      text: 'Amount 6',
      html: '<p>Amount 6</p>',
    });
  });

  it('says Google’s message for a message that is not there', async () => {
    const result = await runGraph(graphOf('gmail.get_message', { id: 'nope' }));
    expect(result.error?.message).toBe(
      'Gmail GET /gmail/v1/users/me/messages/nope answered 404: Requested entity was not found.',
    );
  });

  it('new email trigger hands on each new matching email once', async () => {
    const check = poll('gmail.new_email', { q: 'from:grace' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { subject: string }[] }).items.map((m) => m.subject);
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
