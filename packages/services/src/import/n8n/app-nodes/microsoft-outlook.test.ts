import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp, listed } from './testing.js';

describe('n8n Microsoft Outlook nodes', () => {
  it('maps send (HTML by default), draft, reply all, get and a filtered message list', () => {
    const send = importApp('microsoftOutlook', 2, {
      toRecipients: '={{ $json.email }}',
      subject: 'Your invoice',
      bodyContent: '=<p>Hello {{ $json.name }}</p>',
      additionalFields: { ccRecipients: 'billing@example.com', importance: 'High' },
    });
    expectStep(send, 'microsoft-outlook.send_email', {
      to: '{{ steps.start.email }}',
      cc: 'billing@example.com',
      subject: 'Your invoice',
      body: '<p>Hello {{ steps.start.name }}</p>',
      html: true,
    });
    expect(send.details).toEqual(['Not imported: importance.']);

    const draft = importApp('microsoftOutlook', 2, {
      resource: 'draft',
      subject: 'Weekly report',
      bodyContent: 'See attached numbers.',
      additionalFields: { toRecipients: 'boss@example.com', bodyContentType: 'Text' },
    });
    expectStep(draft, 'microsoft-outlook.create_draft', {
      to: 'boss@example.com',
      subject: 'Weekly report',
      body: 'See attached numbers.',
      html: false,
    });

    const reply = importApp('microsoftOutlook', 2, {
      operation: 'reply',
      messageId: { __rl: true, value: '={{ $json.id }}', mode: 'id' },
      replyType: 'replyAll',
      comment: 'Thanks, on it.',
    });
    expectStep(reply, 'microsoft-outlook.reply_to_message', {
      messageId: '{{ steps.start.id }}',
      comment: 'Thanks, on it.',
      replyAll: true,
    });

    const get = importApp('microsoftOutlook', 2, {
      operation: 'get',
      messageId: { __rl: true, value: 'AAMkAD1', mode: 'id' },
      options: {},
    });
    expectStep(get, 'microsoft-outlook.get_message', { messageId: 'AAMkAD1' });

    const list = importApp('microsoftOutlook', 2, {
      operation: 'getAll',
      limit: 20,
      filtersUI: { values: { filters: { readStatus: 'unread', hasAttachments: true } } },
    });
    expectStep(list, 'microsoft-outlook.list_messages', {
      folder: 'inbox',
      filter: 'isRead eq false and hasAttachments eq true',
      limit: 20,
    });
    expect(list.details).toEqual([expect.stringContaining('n8n read every folder'), listed]);
  });

  expectPlaceholders([
    [
      'microsoftOutlook',
      2,
      { operation: 'move', messageId: { __rl: true, value: 'AAMkAD1', mode: 'id' } },
      'the Microsoft Outlook message "move" operation',
    ],
    [
      'microsoftOutlook',
      2,
      { operation: 'reply', comment: 'Hi', send: false },
      'an Outlook reply saved as a draft',
    ],
  ]);
});
