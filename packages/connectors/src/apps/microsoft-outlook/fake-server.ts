import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GraphFake } from '../microsoft-graph/fake-server.js';

/**
 * Outlook mail on Microsoft Graph as our operations use it: `POST /me/sendMail` (202, no body),
 * `POST /me/messages` (a draft), folders by well-known name or id, messages listed newest first by
 * default with `$top` (1..1000, default 10), `$filter` (`receivedDateTime ge …`, `isRead eq …`,
 * `from/emailAddress/address eq '…'`, joined by `and`), `$orderby=receivedDateTime` (its property must
 * lead the filter: "The restriction or sort order is too complex for this operation."), `$search`
 * (words, `from:`, `subject:`; refused with `$filter` or `$orderby`), reply and replyAll (202).
 */
export interface FakeMessage {
  id: string;
  folder: string;
  subject: string;
  body: { contentType: string; content: string };
  from: string;
  to: string[];
  cc: string[];
  receivedDateTime: string;
  sentDateTime: string;
  isRead: boolean;
  isDraft: boolean;
}

const FOLDERS = ['inbox', 'sentitems', 'drafts', 'archive', 'deleteditems', 'junkemail'];
const WELL_KNOWN_IDS: Record<string, string> = Object.fromEntries(
  FOLDERS.map((name) => [`AAMk-${name}`, name]),
);

type Recipient = { emailAddress?: { address?: string } };
type SentMessage = {
  subject?: string;
  body?: { contentType?: string; content?: string };
  toRecipients?: Recipient[];
  ccRecipients?: Recipient[];
  bccRecipients?: Recipient[];
};

const addresses = (list: Recipient[] | undefined) => (list ?? []).map((r) => r.emailAddress?.address ?? '');
const person = (address: string) => ({ emailAddress: { address, name: address.split('@')[0] } });

export class OutlookFake extends GraphFake {
  readonly me = 'me@contoso.example';
  readonly messages: FakeMessage[] = [];
  /** What sendMail sent, as received (bcc included). */
  readonly sent: { message: SentMessage; saveToSentItems: boolean }[] = [];
  readonly replies: { messageId: string; comment: string; all: boolean }[] = [];
  private ids = 0;

  /** A mail arriving in a folder (inbox by default), a second after the one before. */
  deliver(mail: {
    from: string;
    subject: string;
    body?: string;
    folder?: string;
    to?: string[];
  }): FakeMessage {
    this.ids += 1;
    const time = this.now();
    const message: FakeMessage = {
      id: `AAMkAG${String(this.ids).padStart(4, '0')}=`,
      folder: mail.folder ?? 'inbox',
      subject: mail.subject,
      body: { contentType: 'html', content: `<html><body>${mail.body ?? ''}</body></html>` },
      from: mail.from,
      to: mail.to ?? [this.me],
      cc: [],
      receivedDateTime: time,
      sentDateTime: time,
      isRead: false,
      isDraft: false,
    };
    this.messages.push(message);
    return message;
  }

  resource(m: FakeMessage): Record<string, unknown> {
    const text = m.body.content.replace(/<[^>]*>/g, '');
    return {
      '@odata.etag': `W/"${m.id}"`,
      id: m.id,
      conversationId: `conv-${m.id}`,
      subject: m.subject,
      bodyPreview: text.slice(0, 255),
      body: m.body,
      from: person(m.from),
      sender: person(m.from),
      toRecipients: m.to.map(person),
      ccRecipients: m.cc.map(person),
      receivedDateTime: m.receivedDateTime,
      sentDateTime: m.sentDateTime,
      isRead: m.isRead,
      isDraft: m.isDraft,
      hasAttachments: false,
      importance: 'normal',
      parentFolderId: `AAMk-${m.folder}`,
      webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(m.id)}`,
    };
  }

  private folderOf(id: string): string | undefined {
    const name = id.toLowerCase();
    return FOLDERS.includes(name) ? name : WELL_KNOWN_IDS[id];
  }

  /** A filter for Graph's `$filter` on messages (what our tests and operations send), or undefined. */
  private filterOf(text: string): ((m: FakeMessage) => boolean) | undefined {
    const parts = text.split(/\s+and\s+/i).map((part) =>
      part
        .trim()
        .replace(/^\((.*)\)$/, '$1')
        .trim(),
    );
    const tests: ((m: FakeMessage) => boolean)[] = [];
    for (const part of parts) {
      const time = /^receivedDateTime\s+(ge|gt|le|lt|eq)\s+(\S+)$/i.exec(part);
      const read = /^isRead\s+eq\s+(true|false)$/i.exec(part);
      const from = /^from\/emailAddress\/address\s+eq\s+'((?:[^']|'')*)'$/i.exec(part);
      if (time) {
        const at = Date.parse(time[2] ?? '');
        if (!Number.isFinite(at)) return undefined;
        const op = time[1]?.toLowerCase();
        tests.push((m) => {
          const t = Date.parse(m.receivedDateTime);
          return op === 'ge'
            ? t >= at
            : op === 'gt'
              ? t > at
              : op === 'le'
                ? t <= at
                : op === 'lt'
                  ? t < at
                  : t === at;
        });
      } else if (read) tests.push((m) => m.isRead === (read[1]?.toLowerCase() === 'true'));
      else if (from) {
        const address = (from[1] ?? '').replace(/''/g, "'").toLowerCase();
        tests.push((m) => m.from.toLowerCase() === address);
      } else return undefined;
    }
    return (m) => tests.every((t) => t(m));
  }

  private searchOf(text: string): (m: FakeMessage) => boolean {
    const terms = text.replace(/^"|"$/g, '').replace(/\\"/g, '"').toLowerCase().split(/\s+/).filter(Boolean);
    return (m) =>
      terms.every((term) => {
        const [field, value = ''] = term.includes(':') ? term.split(/:(.*)/) : ['', term];
        if (field === 'from') return m.from.toLowerCase().includes(value);
        if (field === 'subject') return m.subject.toLowerCase().includes(value);
        return `${m.subject} ${m.body.content} ${m.from}`.toLowerCase().includes(value);
      });
  }

  private list(r: FakeRequest, folder: string): FakeAnswer {
    const search = r.query.get('$search');
    const filter = r.query.get('$filter');
    const orderBy = r.query.get('$orderby');
    if (search && (filter || orderBy)) {
      return this.error(
        400,
        'ErrorInvalidUrlQuery',
        `The query parameter '${filter ? '$filter' : '$orderby'}' is invalid with '$search'.`,
      );
    }
    let found = this.messages.filter((m) => m.folder === folder);
    if (filter) {
      const test = this.filterOf(filter);
      if (!test) return this.error(400, 'BadRequest', `Invalid filter clause: ${filter}`);
      found = found.filter(test);
    }
    if (search) found = found.filter(this.searchOf(search));
    const order = /^receivedDateTime(?:\s+(asc|desc))?$/i.exec(orderBy ?? 'receivedDateTime desc');
    if (!order) return this.error(400, 'BadRequest', `Could not find a property named '${orderBy}'.`);
    if (orderBy && filter && !/^\(?receivedDateTime\s/i.test(filter)) {
      return this.error(
        400,
        'InefficientFilter',
        'The restriction or sort order is too complex for this operation.',
      );
    }
    const desc = (order[1] ?? 'asc').toLowerCase() === 'desc';
    found.sort((a, b) => (desc ? -1 : 1) * a.receivedDateTime.localeCompare(b.receivedDateTime));
    return this.page(
      r,
      found.map((m) => this.resource(m)),
      { defaultTop: 10, maxTop: 1000 },
    );
  }

  protected override routes(): void {
    this.route('POST', '/me/sendMail', (r) => {
      const { message, saveToSentItems } = r.body as { message?: SentMessage; saveToSentItems?: boolean };
      if (!message) return this.error(400, 'ErrorInvalidRequest', 'Cannot read the request body.');
      const to = addresses(message.toRecipients);
      if (to.length === 0 || to.some((a) => !a.includes('@'))) {
        return this.error(400, 'ErrorInvalidRecipients', 'At least one recipient is not valid.');
      }
      this.sent.push({ message, saveToSentItems: saveToSentItems !== false });
      if (saveToSentItems !== false) {
        const saved = this.deliver({
          from: this.me,
          subject: message.subject ?? '',
          folder: 'sentitems',
          to,
        });
        saved.body = {
          contentType: message.body?.contentType ?? 'text',
          content: message.body?.content ?? '',
        };
        saved.cc = addresses(message.ccRecipients);
        saved.isRead = true;
      }
      return { status: 202 };
    });
    this.route('POST', '/me/messages', (r) => {
      const message = r.body as SentMessage;
      const draft = this.deliver({
        from: this.me,
        subject: message.subject ?? '',
        folder: 'drafts',
        to: addresses(message.toRecipients),
      });
      draft.body = { contentType: message.body?.contentType ?? 'text', content: message.body?.content ?? '' };
      draft.cc = addresses(message.ccRecipients);
      draft.isDraft = true;
      draft.isRead = true;
      return { status: 201, body: this.resource(draft) };
    });
    this.route('GET', '/me/mailFolders/:folder/messages', (r) => {
      const folder = this.folderOf(r.params.folder ?? '');
      if (!folder)
        return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      return this.list(r, folder);
    });
    this.route('GET', '/me/messages/:id', (r) => {
      const message = this.messages.find((m) => m.id === r.params.id);
      if (!message)
        return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      return { body: this.resource(message) };
    });
    for (const action of ['reply', 'replyAll']) {
      this.route('POST', `/me/messages/:id/${action}`, (r) => {
        const message = this.messages.find((m) => m.id === r.params.id);
        if (!message)
          return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
        const { comment } = r.body as { comment?: string };
        this.replies.push({ messageId: message.id, comment: comment ?? '', all: action === 'replyAll' });
        return { status: 202 };
      });
    }
  }
}
