import { createFakePorts, InMemoryCredentials, stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GRAPH_TEST_CREDENTIAL } from '../microsoft-graph/fake-server.js';
import { OutlookFake } from './fake-server.js';
import { microsoftOutlook } from './index.js';

const fake = new OutlookFake();
useFake(fake, () => {
  fake.server.reset();
  fake.messages.length = 0;
  fake.sent.length = 0;
  fake.replies.length = 0;
});
const { graphOf, poll, run, runGraph } = appBench(microsoftOutlook, {
  credential: GRAPH_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});
const subjects = (output: unknown) =>
  (output as { items: { subject: string }[] }).items.map((m) => m.subject);

describe('Microsoft Outlook', () => {
  it('sends an email as a Graph message with the Bearer token, and saves it in Sent Items', async () => {
    const { result, output } = await run('microsoft-outlook.send_email', {
      to: 'ada@example.com, Alan Turing <alan@example.com>',
      cc: 'grace@example.com',
      subject: 'Quarterly report',
      body: '<p>Attached.</p>',
      html: true,
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toEqual({
      sent: true,
      to: ['ada@example.com', 'alan@example.com'],
      subject: 'Quarterly report',
    });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer graph.test');
    expect(fake.sent[0]).toEqual({
      saveToSentItems: true,
      message: {
        subject: 'Quarterly report',
        body: { contentType: 'HTML', content: '<p>Attached.</p>' },
        toRecipients: [
          { emailAddress: { address: 'ada@example.com' } },
          { emailAddress: { address: 'alan@example.com', name: 'Alan Turing' } },
        ],
        ccRecipients: [{ emailAddress: { address: 'grace@example.com' } }],
      },
    });
    const sentItems = await run('microsoft-outlook.list_messages', { folder: 'sentitems' });
    expect(subjects(sentItems.output)).toEqual(['Quarterly report']);
  });

  it('says Graph’s error for a recipient that is not an address', async () => {
    const { result } = await run('microsoft-outlook.send_email', { to: 'nobody', subject: 'x', body: 'y' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'Microsoft Outlook POST /v1.0/me/sendMail answered 400: ErrorInvalidRecipients: At least one recipient is not valid.',
    );
  });

  it('lists a folder newest first over @odata.nextLink pages, and stops at the limit', async () => {
    for (let i = 1; i <= 7; i += 1) fake.deliver({ from: 'ada@example.com', subject: `Invoice ${i}` });
    fake.deliver({ from: 'alan@example.com', subject: 'Elsewhere', folder: 'archive' });
    const small = {
      ...microsoftOutlook,
      operations: microsoftOutlook.operations.map((op) =>
        op.id === 'list_messages' && op.pagination
          ? { ...op, pagination: { ...op.pagination, maxPageSize: 3 } }
          : op,
      ),
    };
    const all = await runGraph(
      graphOf('microsoft-outlook.list_messages', { folder: 'inbox', returnAll: true }),
      { apps: [small] },
    );
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    expect(subjects(stepOf(all, 's').output)).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `Invoice ${i}`));
    expect(fake.server.requests.map((r) => r.query.get('$top'))).toEqual(['3', '3', '3']);
    expect(fake.server.requests.map((r) => r.query.has('$skiptoken'))).toEqual([false, true, true]);
    expect(fake.server.requests.every((r) => r.headers.authorization === 'Bearer graph.test')).toBe(true);

    const limited = await run('microsoft-outlook.list_messages', { folder: 'inbox', limit: 2 });
    expect(limited.output).toMatchObject({ count: 2, more: true });
    expect((limited.output as { items: unknown[] }).items[0]).toMatchObject({
      subject: 'Invoice 7',
      from: 'ada@example.com',
      to: ['me@contoso.example'],
      isRead: false,
    });
  });

  it('filters with OData and searches with words', async () => {
    fake.deliver({ from: 'ada@example.com', subject: 'Invoice March', body: 'Amount 10' });
    fake.deliver({ from: 'alan@example.com', subject: 'Lunch?', body: 'Pizza' });
    fake.deliver({ from: "o'brien@example.com", subject: 'Invoice April' });
    const filtered = await run('microsoft-outlook.list_messages', {
      folder: 'inbox',
      filter: "from/emailAddress/address eq 'o''brien@example.com'",
    });
    expect(filtered.result.status, JSON.stringify(filtered.result.error)).toBe('succeeded');
    expect(subjects(filtered.output)).toEqual(['Invoice April']);
    const searched = await run('microsoft-outlook.list_messages', {
      folder: 'inbox',
      search: 'subject:invoice',
    });
    expect(subjects(searched.output).sort()).toEqual(['Invoice April', 'Invoice March']);
    expect(fake.server.requests.at(-1)?.query.get('$search')).toBe('"subject:invoice"');
    expect(fake.server.requests.at(-1)?.query.has('$orderby')).toBe(false);
  });

  it('says Graph’s refusal of a search combined with a filter', async () => {
    const { result } = await run('microsoft-outlook.list_messages', {
      folder: 'inbox',
      search: 'invoice',
      filter: 'isRead eq false',
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain(
      "answered 400: ErrorInvalidUrlQuery: The query parameter '$filter' is invalid with '$search'.",
    );
  });

  it('refreshes a token Graph refuses, once, and sends again', async () => {
    fake.deliver({ from: 'ada@example.com', subject: 'Hi' });
    const store = new InMemoryCredentials([{ id: 'ms', kind: 'oauth2', fields: { accessToken: 'expired' } }]);
    store.onRefresh = (c) => ({ ...c, fields: { ...c.fields, accessToken: 'graph.test' } });
    const result = await runGraph(graphOf('microsoft-outlook.list_messages', { folder: 'inbox' }), {
      ports: createFakePorts({ credentials: store }),
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(store.refreshed).toEqual(['ms']);
    expect(fake.server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer expired',
      'Bearer graph.test',
    ]);
  });

  it('reads one message and replies to it', async () => {
    const mail = fake.deliver({ from: 'ada@example.com', subject: 'Question', body: 'Can we meet?' });
    const read = await run('microsoft-outlook.get_message', { messageId: mail.id });
    expect(read.output).toMatchObject({
      id: mail.id,
      subject: 'Question',
      from: 'ada@example.com',
      fromName: 'ada',
      bodyType: 'html',
      body: '<html><body>Can we meet?</body></html>',
      bodyPreview: 'Can we meet?',
      receivedDateTime: mail.receivedDateTime,
    });
    const reply = await run('microsoft-outlook.reply_to_message', {
      messageId: mail.id,
      comment: 'Yes, at 3.',
    });
    expect(reply.output).toEqual({ replied: true, messageId: mail.id, replyAll: false });
    expect(fake.replies).toEqual([{ messageId: mail.id, comment: 'Yes, at 3.', all: false }]);
    await run('microsoft-outlook.reply_to_message', { messageId: mail.id, comment: 'All', replyAll: true });
    expect(fake.server.requests.at(-1)?.path).toBe(
      `/v1.0/me/messages/${encodeURIComponent(mail.id)}/replyAll`,
    );
  });

  it('says Graph’s error for a message that is not there', async () => {
    const { result } = await run('microsoft-outlook.get_message', { messageId: 'nope' });
    expect(result.error?.message).toBe(
      'Microsoft Outlook GET /v1.0/me/messages/nope answered 404: ErrorItemNotFound: The specified object was not found in the store.',
    );
  });

  it('creates a draft without sending it', async () => {
    const { output } = await run('microsoft-outlook.create_draft', {
      to: 'ada@example.com',
      subject: 'Draft plan',
      body: 'Later',
    });
    expect(output).toMatchObject({
      subject: 'Draft plan',
      to: ['ada@example.com'],
      isDraft: true,
      body: 'Later',
    });
    expect(fake.sent).toEqual([]);
  });

  it('waits out Graph’s 429 for its Retry-After', async () => {
    fake.deliver({ from: 'ada@example.com', subject: 'Hi' });
    fake.server.rateLimitNext(1, '3');
    const result = await runGraph(graphOf('microsoft-outlook.list_messages', { folder: 'inbox' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([3000]);
    expect(subjects(stepOf(result, 's').output)).toEqual(['Hi']);
  });

  it('new email trigger hands on each new email in the folder once, oldest first', async () => {
    const check = poll('microsoft-outlook.new_email', { folder: 'inbox' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return subjects(output);
    };
    const old = fake.deliver({ from: 'ada@example.com', subject: 'Old' });
    expect(await tick('r1')).toEqual([]);
    fake.deliver({ from: 'ada@example.com', subject: 'First' });
    fake.deliver({ from: 'ada@example.com', subject: 'Archived', folder: 'archive' });
    fake.deliver({ from: 'alan@example.com', subject: 'Second' });
    expect(await tick('r2')).toEqual(['First', 'Second']);
    const sent = fake.server.requests.at(-1);
    expect(sent?.path).toBe('/v1.0/me/mailFolders/inbox/messages');
    expect(sent?.query.get('$filter')).toBe(
      `receivedDateTime ge ${new Date(old.receivedDateTime).toISOString()}`,
    );
    expect(sent?.query.get('$orderby')).toBe('receivedDateTime asc');
    expect(await tick('r3')).toEqual([]);
  });

  it('new email trigger with a filter keeps the time first (Graph refuses it otherwise)', async () => {
    const check = poll('microsoft-outlook.new_email', {
      folder: 'inbox',
      filter: "from/emailAddress/address eq 'grace@example.com'",
    });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return subjects(output);
    };
    fake.deliver({ from: 'grace@example.com', subject: 'Old' });
    expect(await tick('r1')).toEqual([]);
    fake.deliver({ from: 'grace@example.com', subject: 'Hers' });
    fake.deliver({ from: 'ada@example.com', subject: 'Not hers' });
    expect(await tick('r2')).toEqual(['Hers']);
  });
});
