import { AppFake, type FakeAnswer } from '../../testing/fake-server.js';

/**
 * The Telegram Bot API as our operations use it (https://core.telegram.org/bots/api): the token in the
 * path (`/bot<token>/<method>`; a wrong one is 401 `Unauthorized`), JSON answers `{ ok, result }`,
 * errors `{ ok: false, error_code, description }`, 429 with `parameters.retry_after`, setWebhook with a
 * secret token and deleteWebhook.
 */
export class TelegramFake extends AppFake {
  readonly token = '123456:ABC-test';
  readonly sent: { chat_id: string; text: string; parse_mode?: string }[] = [];
  webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | undefined;
  private messageId = 0;
  private tooManyRequests = 0;

  /** The next `count` calls answer 429 with retry_after `seconds` (as Telegram does: no header). */
  floodNext(count: number): void {
    this.tooManyRequests = count;
  }

  /** An update as Telegram posts it to the webhook, with the secret token header. */
  update(text: string, chatId = 42) {
    this.messageId += 1;
    const payload = JSON.stringify({
      update_id: 9000 + this.messageId,
      message: {
        message_id: this.messageId,
        date: 1_700_000_000,
        text,
        chat: { id: chatId, type: 'private' },
      },
    });
    return {
      headers: {
        'content-type': 'application/json',
        ...(this.webhook?.secret_token
          ? { 'x-telegram-bot-api-secret-token': this.webhook.secret_token }
          : {}),
      },
      payload,
    };
  }

  private method(name: string, handle: (body: Record<string, unknown>) => FakeAnswer): void {
    this.server.route('POST', `/bot:token/${name}`, (r) => {
      if (r.params.token !== this.token) {
        return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
      }
      if (this.tooManyRequests > 0) {
        this.tooManyRequests -= 1;
        return {
          status: 429,
          body: {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 3',
            parameters: { retry_after: 3 },
          },
        };
      }
      return handle(typeof r.body === 'object' && r.body !== null ? (r.body as Record<string, unknown>) : {});
    });
  }

  protected routes(): void {
    this.method('sendMessage', (body) => {
      if (!body.chat_id || body.chat_id === '0')
        return {
          status: 400,
          body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
        };
      if (!body.text)
        return {
          status: 400,
          body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' },
        };
      this.messageId += 1;
      this.sent.push({
        chat_id: String(body.chat_id),
        text: String(body.text),
        ...(body.parse_mode ? { parse_mode: String(body.parse_mode) } : {}),
      });
      return {
        body: {
          ok: true,
          result: {
            message_id: this.messageId,
            date: 1_700_000_000,
            text: body.text,
            chat: { id: Number(body.chat_id) || 0, type: 'private' },
          },
        },
      };
    });
    this.method('setWebhook', (body) => {
      if (typeof body.url !== 'string' || !body.url.startsWith('https://')) {
        return {
          status: 400,
          body: {
            ok: false,
            error_code: 400,
            description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
          },
        };
      }
      this.webhook = {
        url: body.url,
        ...(typeof body.secret_token === 'string' ? { secret_token: body.secret_token } : {}),
        ...(Array.isArray(body.allowed_updates) ? { allowed_updates: body.allowed_updates.map(String) } : {}),
      };
      return { body: { ok: true, result: true, description: 'Webhook was set' } };
    });
    this.method('deleteWebhook', () => {
      this.webhook = undefined;
      return { body: { ok: true, result: true, description: 'Webhook was deleted' } };
    });
  }
}
