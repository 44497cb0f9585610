import { AppFake, bearerOf, type FakeAnswer } from '../../testing/fake-server.js';

/**
 * The WhatsApp Cloud API's messages endpoint as our operations use it
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages), under a pinned Graph
 * version: `POST /v21.0/{phone-number-id}/messages` with a Bearer access token (401, code 190, for
 * another), `messaging_product: "whatsapp"`, text, template (approved names and languages only: 404,
 * code 132001) and image or document by link; recipients limited to an allowed list as a test number
 * is (code 131030); an unknown phone number id is code 100, subcode 33; answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`; Graph errors
 * `{ error: { message, type, code, error_data, fbtrace_id } }`, and 429 "(#130429) Rate limit hit".
 */
export interface FakeWhatsAppMessage {
  id: string;
  from: string;
  to: string;
  type: string;
  payload: Record<string, unknown>;
}

export const WHATSAPP_PHONE_ID = '106540352242922';
export const GRAPH_VERSION = 'v21.0';

export class WhatsAppFake extends AppFake {
  protected override readonly basePath = `/${GRAPH_VERSION}`;
  readonly tokens = new Set(['EAAG-test-token']);
  readonly phoneNumberIds = new Set([WHATSAPP_PHONE_ID]);
  /** Approved templates: name → languages. */
  readonly templates = new Map([['order_update', ['en_US', 'de']]]);
  /** Numbers the business may write to (a test number's recipient list). */
  readonly allowed = new Set(['16505551234', '4915112345678']);
  readonly sent: FakeWhatsAppMessage[] = [];
  private rateLimited = 0;

  reset(): void {
    this.server.reset();
    this.sent.length = 0;
    this.rateLimited = 0;
  }

  /** The next `count` sends get Meta's throughput error (429, no Retry-After). */
  rateLimitNext(count: number): void {
    this.rateLimited = count;
  }

  private error(
    status: number,
    code: number,
    message: string,
    more: { type?: string; details?: string; subcode?: number } = {},
  ): FakeAnswer {
    return {
      status,
      body: {
        error: {
          message,
          type: more.type ?? 'OAuthException',
          code,
          ...(more.subcode ? { error_subcode: more.subcode } : {}),
          ...(more.details ? { error_data: { messaging_product: 'whatsapp', details: more.details } } : {}),
          fbtrace_id: 'AbCdEfGhIjK',
        },
      },
    };
  }

  private invalid(message: string): FakeAnswer {
    return this.error(400, 100, `(#100) ${message}`);
  }

  protected routes(): void {
    this.server.route('POST', `/${GRAPH_VERSION}/:phone/messages`, (r) => {
      const token = bearerOf(r);
      if (!token || !this.tokens.has(token))
        return this.error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      if (!this.phoneNumberIds.has(r.params.phone ?? ''))
        return this.error(
          400,
          100,
          `Unsupported post request. Object with ID '${r.params.phone}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          { type: 'GraphMethodException', subcode: 33 },
        );
      if (this.rateLimited > 0) {
        this.rateLimited -= 1;
        return this.error(429, 130429, '(#130429) Rate limit hit', {
          details: 'Cloud API message throughput has been reached.',
        });
      }
      const body = (typeof r.body === 'object' && r.body !== null ? r.body : {}) as Record<string, unknown>;
      if (body.messaging_product !== 'whatsapp')
        return this.invalid('The parameter messaging_product is required.');
      const input = String(body.to ?? '');
      const waId = input.replace(/[^\d]/g, '');
      if (!waId) return this.invalid('The parameter to is required.');
      const type = String(body.type ?? 'text');
      const payload = body[type];
      if (typeof payload !== 'object' || payload === null)
        return this.invalid(`The parameter ${type} is required.`);
      const content = payload as Record<string, unknown>;
      if (type === 'text' && !content.body) return this.invalid("The parameter text['body'] is required.");
      if (type === 'template') {
        const name = String(content.name ?? '');
        const language = String((content.language as { code?: unknown } | undefined)?.code ?? '');
        if (!this.templates.get(name)?.includes(language))
          return this.error(404, 132001, '(#132001) Template name does not exist in the translation', {
            details: `template name (${name}) does not exist in ${language}`,
          });
      }
      if ((type === 'image' || type === 'document') && !String(content.link ?? '').startsWith('https://'))
        return this.invalid(`Param ${type}['link'] must be a valid URL`);
      if (!['text', 'template', 'image', 'document'].includes(type))
        return this.invalid(`Param type must be one of {TEXT, TEMPLATE, IMAGE, DOCUMENT} - got "${type}".`);
      if (!this.allowed.has(waId))
        return this.error(400, 131030, '(#131030) Recipient phone number not in allowed list', {
          details:
            'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
        });
      const id = `wamid.HBgL${String(this.sent.length + 1).padStart(8, '0')}`;
      this.sent.push({ id, from: r.params.phone ?? '', to: waId, type, payload: body });
      return {
        body: { messaging_product: 'whatsapp', contacts: [{ input, wa_id: waId }], messages: [{ id }] },
      };
    });
  }
}
