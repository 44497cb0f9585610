import { describe, expect, it } from 'vitest';
import { convertN8nWorkflow } from '../convert.js';
import { N8N_NODE_MAPPINGS } from '../node-table.js';
import {
  describeService,
  expectPlaceholders,
  expectStep,
  importApp,
  listed,
  readFixture,
  step,
} from './testing.js';

describe('n8n Gmail nodes', () => {
  it('maps Gmail send (HTML by default in 2.x), search with its filters as search words, and get', () => {
    const send = importApp('gmail', 2.1, {
      sendTo: '={{ $json.email }}',
      subject: '=Your order {{ $json.orderId }}',
      message: '=<p>Hi {{ $json.name }}, your order has shipped.</p>',
      options: { appendAttribution: false, ccList: 'sales@example.com' },
    });
    expectStep(send, 'gmail.send_email', {
      to: '{{ steps.start.email }}',
      subject: 'Your order {{ steps.start.orderId }}',
      html: true,
      body: '<p>Hi {{ steps.start.name }}, your order has shipped.</p>',
      cc: 'sales@example.com',
    });
    expect(send.details).toEqual([]);

    const search = importApp('gmail', 2.1, {
      operation: 'getAll',
      limit: 20,
      filters: {
        q: 'has:attachment',
        sender: 'billing@example.com',
        readStatus: 'unread',
        labelIds: ['INBOX'],
      },
    });
    expectStep(search, 'gmail.search_messages', {
      q: 'has:attachment from:billing@example.com is:unread',
      limit: 20,
    });
    expect(search.details).toEqual([
      'Not imported: labelIds.',
      listed,
      expect.stringContaining('read each with a Gmail Get message step'),
    ]);

    const get = importApp('gmail', 2.1, {
      operation: 'get',
      messageId: '={{ $json.id }}',
      simple: false,
      options: {},
    });
    expectStep(get, 'gmail.get_message', { id: '{{ steps.start.id }}' });

    // 1.x: a list of recipients, plain text unless HTML is asked for, draft the default resource.
    const v1 = importApp('gmail', 1, {
      resource: 'message',
      subject: 'Weekly report',
      message: 'See the numbers below.',
      toList: ['ada@example.com', '={{ $json.manager }}'],
      additionalFields: { bccList: ['audit@example.com'] },
    });
    expectStep(v1, 'gmail.send_email', {
      to: 'ada@example.com, {{ steps.start.manager }}',
      subject: 'Weekly report',
      html: false,
      body: 'See the numbers below.',
      bcc: 'audit@example.com',
    });
  });

  it("maps n8n's own Gmail test workflow: send, search and get, and keeps the other operations as placeholders", () => {
    const { graph, report } = convertN8nWorkflow(readFixture('gmail-messages.json'), {
      describe: describeService,
      table: N8N_NODE_MAPPINGS,
    });
    const made = (name: string) => step(graph.nodes, `Gmail - Messages - ${name}`);
    const details = (name: string) =>
      report.needsHand
        .filter((n) => n.node === `Gmail - Messages - ${name}` && n.kind !== 'authorization')
        .map((n) => n.detail);
    expect(made('All (simplified)')).toMatchObject({
      serviceId: 'gmail.search_messages',
      params: { limit: 2 },
    });
    // readStatus "both" adds no search word; the dates, labels and spam folders are reported.
    expect(made('All')).toMatchObject({
      serviceId: 'gmail.search_messages',
      params: { q: 'test from:Test Sender', limit: 2 },
    });
    expect(details('All')[0]).toBe(
      'Not imported: includeSpamTrash, labelIds, receivedAfter, receivedBefore.',
    );
    expect(made('Send')).toMatchObject({
      serviceId: 'gmail.send_email',
      params: {
        to: 'test@n8n.io',
        subject: 'Test Subject',
        html: true,
        body: 'Test Message',
        cc: 'test-cc@n8n.io',
        bcc: 'test-bcc@n8n.io',
      },
    });
    expect(details('Send')).toEqual(['Attachments are not imported.', 'Not imported: senderName, replyTo.']);
    expect(made('Get').params).toEqual({ id: 'test' });
    expect(made('Get (simplified)').params).toEqual({ id: 'test' });
    const reasons = Object.fromEntries(
      report.placeholders.map((p) => [p.node, step(graph.nodes, p.node).params.reason]),
    );
    expect(reasons).toEqual({
      'Gmail - Messages - Send and Wait for Approval': 'the Gmail message "sendAndWait" operation',
      'Gmail - Messages - Add Label': 'the Gmail message "addLabels" operation',
      'Gmail - Messages - Delete': 'the Gmail message "delete" operation',
      'Gmail - Messages - Mark as Read': 'the Gmail message "markAsRead" operation',
      'Gmail - Messages - Mark as Unread': 'the Gmail message "markAsUnread" operation',
      'Gmail - Messages - Remove Label': 'the Gmail message "removeLabels" operation',
      'Gmail - Messages - Reply': 'the Gmail message "reply" operation',
      Attachment: 'no Flowlane step does what this node does yet',
    });
  });

  expectPlaceholders([
    [
      'gmail',
      2.1,
      { operation: 'addLabels', messageId: '18c2', labelIds: ['INBOX'] },
      'the Gmail message "addLabels" operation',
    ],
    ['gmail', 1, {}, 'the Gmail draft operations'],
  ]);
});
