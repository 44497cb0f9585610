import { GoogleFake, pageOf, UNAUTHENTICATED } from '../google/fake-support.js';

/**
 * The Gmail API as our operations use it (users.messages send, list, get): OAuth2 Bearer tokens,
 * `raw` base64url RFC 2822 messages, search with `q` (the `after:<seconds>`, `from:` and `is:unread`
 * terms, and words of the subject), `maxResults`/`pageToken` pages, messages in format=full with
 * base64url parts, errors as `{ error: { code, message, status } }`.
 */
export interface FakeMail {
  id: string;
  threadId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  internalDate: number;
  unread: boolean;
}

export class GmailFake extends GoogleFake {
  protected override readonly unauthenticated = UNAUTHENTICATED.short;
  protected override readonly basePath = '/gmail/v1';
  readonly inbox: FakeMail[] = [];
  readonly sent: { raw: string; headers: Record<string, string>; body: string }[] = [];
  private clock = Date.UTC(2026, 11, 1);

  /** Mail arriving in the inbox, a second after the one before. */
  receive(from: string, subject: string, text = ''): FakeMail {
    this.clock += 1000;
    const id = this.clock.toString(16);
    const mail = {
      id,
      threadId: id,
      from,
      to: 'me@example.com',
      subject,
      text,
      internalDate: this.clock,
      unread: true,
    };
    this.inbox.push(mail);
    return mail;
  }

  private matches(mail: FakeMail, q: string): boolean {
    return q
      .split(/\s+/)
      .filter(Boolean)
      .every((term) => {
        if (term.startsWith('after:')) return mail.internalDate >= Number(term.slice(6)) * 1000;
        if (term.startsWith('from:')) return mail.from.includes(term.slice(5));
        if (term === 'is:unread') return mail.unread;
        if (term === 'in:inbox') return true;
        return mail.subject.toLowerCase().includes(term.toLowerCase());
      });
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/gmail/v1/users/me/messages/send', (r) =>
      this.authed(r, () => {
        const raw = (r.body as { raw?: string }).raw;
        if (!raw)
          return this.error(
            400,
            "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
            'INVALID_ARGUMENT',
          );
        const [head = '', body = ''] = Buffer.from(raw, 'base64url').toString('utf8').split('\r\n\r\n');
        const headers = Object.fromEntries(
          head.split('\r\n').map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        if (!headers.to) return this.error(400, 'Invalid To header', 'INVALID_ARGUMENT');
        this.sent.push({ raw, headers, body: Buffer.from(body, 'base64').toString('utf8') });
        return { body: { id: `s${this.sent.length}`, threadId: `s${this.sent.length}`, labelIds: ['SENT'] } };
      }),
    );
    s.route('GET', '/gmail/v1/users/me/messages', (r) =>
      this.authed(r, () => {
        const found = this.inbox.filter((m) => this.matches(m, r.query.get('q') ?? '')).reverse();
        const size = Math.min(Number(r.query.get('maxResults') ?? 100), 500);
        const from = Number(r.query.get('pageToken') ?? 0);
        // Gmail's page tokens here are the plain offset.
        const { items, next } = pageOf(found, from, size, String);
        const page = items.map((m) => ({ id: m.id, threadId: m.threadId }));
        return {
          body: {
            ...(page.length > 0 ? { messages: page } : {}),
            ...next,
            resultSizeEstimate: found.length,
          },
        };
      }),
    );
    s.route('GET', '/gmail/v1/users/me/messages/:id', (r) =>
      this.authed(r, () => {
        const mail = this.inbox.find((m) => m.id === r.params.id);
        if (!mail) return this.error(404, 'Requested entity was not found.', 'NOT_FOUND');
        return {
          body: {
            id: mail.id,
            threadId: mail.threadId,
            labelIds: ['INBOX', ...(mail.unread ? ['UNREAD'] : [])],
            snippet: mail.text.slice(0, 100),
            internalDate: String(mail.internalDate),
            payload: {
              mimeType: 'multipart/alternative',
              headers: [
                { name: 'From', value: mail.from },
                { name: 'To', value: mail.to },
                { name: 'Subject', value: mail.subject },
              ],
              parts: [
                { mimeType: 'text/plain', body: { data: Buffer.from(mail.text).toString('base64url') } },
                {
                  mimeType: 'text/html',
                  body: { data: Buffer.from(`<p>${mail.text}</p>`).toString('base64url') },
                },
              ],
            },
          },
        };
      }),
    );
  }
}
