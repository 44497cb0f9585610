import { AppFake, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * Twilio's Message resource as our operations use it
 * (https://www.twilio.com/docs/messaging/api/message-resource): Basic auth with the account SID and
 * auth token (401 `{ code: 20003, message: 'Authenticate' }`), form-encoded `To`, `From` or
 * `MessagingServiceSid` and `Body`, 400 errors with Twilio's codes (21602, 21604, 21606), RFC 2822
 * dates, lists newest first with `PageSize` and a `next_page_uri` carrying `Page` and `PageToken`,
 * and the `To`, `From` and `DateSent>` filters.
 */
export interface FakeTwilioMessage {
  sid: string;
  account_sid: string;
  from: string;
  to: string;
  body: string;
  status: string;
  direction: 'inbound' | 'outbound-api';
  date_created: string;
  date_sent: string;
}

export const TWILIO_SID = 'AC00000000000000000000000000000001';

export class TwilioFake extends AppFake {
  protected override readonly basePath = '/2010-04-01';
  readonly authToken = 'twilio-auth-token';
  readonly numbers = new Set(['+15550000001']);
  readonly messages: FakeTwilioMessage[] = [];
  /** Minutes after 2026-01-01T00:00Z of the next message (tests move the clock). */
  clock = 0;

  reset(): void {
    this.server.reset();
    this.messages.length = 0;
    this.clock = 0;
  }

  /** A message arriving at, or sent from, one of the account's numbers. */
  add(from: string, to: string, body: string, direction: FakeTwilioMessage['direction'] = 'inbound') {
    const at = new Date(Date.UTC(2026, 0, 1, 0, this.clock)).toUTCString().replace('GMT', '+0000');
    this.clock += 1;
    const message: FakeTwilioMessage = {
      sid: `SM${String(this.messages.length + 1).padStart(32, '0')}`,
      account_sid: TWILIO_SID,
      from,
      to,
      body,
      status: direction === 'inbound' ? 'received' : 'queued',
      direction,
      date_created: at,
      date_sent: at,
    };
    this.messages.push(message);
    return message;
  }

  private error(status: number, code: number, message: string): FakeAnswer {
    return {
      status,
      body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    };
  }

  private authed(
    request: FakeRequest & { params: Record<string, string> },
    answer: () => FakeAnswer,
  ): FakeAnswer {
    const header = request.headers.authorization ?? '';
    const [user, ...rest] = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
      : [];
    if (user !== TWILIO_SID || rest.join(':') !== this.authToken)
      return this.error(401, 20003, 'Authenticate');
    if (request.params.sid !== TWILIO_SID)
      return this.error(404, 20404, 'The requested resource was not found');
    return answer();
  }

  protected routes(): void {
    const s = this.server;
    const base = `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`;
    s.route('POST', '/2010-04-01/Accounts/:sid/Messages.json', (r) =>
      this.authed(r, () => {
        const form = r.body as Record<string, string>;
        if (!form.To) return this.error(400, 21604, "A 'To' phone number is required.");
        if (!form.Body) return this.error(400, 21602, 'Message body is required.');
        if (!form.MessagingServiceSid && !this.numbers.has(form.From ?? '')) {
          return this.error(
            400,
            21606,
            `The From phone number ${form.From ?? ''} is not a valid, SMS-capable inbound phone number or short code for your account.`,
          );
        }
        const message = this.add(form.From ?? '+15550000001', form.To, form.Body, 'outbound-api');
        return { status: 201, body: message };
      }),
    );
    s.route('GET', '/2010-04-01/Accounts/:sid/Messages.json', (r) =>
      this.authed(r, () => {
        const size = Math.min(Number(r.query.get('PageSize') ?? 50), 1000);
        const page = Number(r.query.get('Page') ?? 0);
        const token = r.query.get('PageToken');
        const offset = token ? Number(token.slice(2)) : 0;
        if (page > 0 && !token)
          return this.error(400, 20001, 'PageToken is required for pages after the first');
        const to = r.query.get('To');
        const from = r.query.get('From');
        const sentAfter = r.query.get('DateSent>');
        const found = this.messages
          .filter((m) => !to || m.to === to)
          .filter((m) => !from || m.from === from)
          .filter((m) => !sentAfter || Date.parse(m.date_sent) >= Date.parse(`${sentAfter}T00:00:00Z`))
          .reverse();
        const slice = found.slice(offset, offset + size);
        const next = new URLSearchParams(r.query);
        next.set('PageSize', String(size));
        next.set('Page', String(page + 1));
        next.set('PageToken', `PA${offset + size}`);
        return {
          body: {
            messages: slice,
            page,
            page_size: size,
            uri: `${base}?${r.query}`,
            next_page_uri: offset + size < found.length ? `${base}?${next}` : null,
          },
        };
      }),
    );
  }
}
