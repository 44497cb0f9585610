import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { WHATSAPP_PHONE_ID, WhatsAppFake } from './fake-server.js';
import { whatsapp } from './index.js';

const fake = new WhatsAppFake();
useFake(fake, () => fake.reset());

const TOKEN = (fields: Record<string, unknown> = {}) => ({
  id: 'wa',
  kind: 'bearer',
  fields: {
    token: 'EAAG-test-token',
    phoneNumberId: WHATSAPP_PHONE_ID,
    appSecret: 'app-secret',
    ...fields,
  },
});
const { graphOf, runGraph } = appBench(whatsapp, {
  credential: TOKEN,
  apiUrl: () => fake.apiUrl,
  params: { to: '+1 650 555 1234' },
});
const run = (serviceId: string, params: Record<string, unknown>, fields?: Record<string, unknown>) =>
  runGraph(graphOf(serviceId, params), { credentials: [TOKEN(fields)] });

describe('WhatsApp Business', () => {
  it('sends a text message from the authorization’s phone number, with the token as Bearer', async () => {
    const result = await run('whatsapp.send_text', { text: 'Your order shipped', replyTo: 'wamid.IN1' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+1 650 555 1234', wa_id: '16505551234' }],
      messages: [{ id: 'wamid.HBgL00000001' }],
    });
    const sent = fake.server.requests[0];
    expect(sent?.path).toBe(`/v21.0/${WHATSAPP_PHONE_ID}/messages`);
    expect(sent?.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(sent?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+1 650 555 1234',
      type: 'text',
      text: { body: 'Your order shipped', preview_url: false },
      context: { message_id: 'wamid.IN1' },
    });
  });

  it('sends an approved template with its components, and says Meta’s error for an unknown one', async () => {
    const components = [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }];
    const result = await run('whatsapp.send_template', {
      template: 'order_update',
      language: 'de',
      components,
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.sent[0]?.payload.template).toEqual({
      name: 'order_update',
      language: { code: 'de' },
      components,
    });
    const missing = await run('whatsapp.send_template', { template: 'nope' });
    expect(missing.status).toBe('failed');
    expect(missing.error?.message).toBe(
      `WhatsApp Business POST /v21.0/${WHATSAPP_PHONE_ID}/messages answered 404: (#132001) Template name does not exist in the translation: template name (nope) does not exist in en_US`,
    );
  });

  it('sends an image or a document by link, with a caption and file name', async () => {
    const image = await run('whatsapp.send_media', {
      mediaType: 'image',
      link: 'https://example.com/cat.png',
      caption: 'A cat',
    });
    expect(image.status, JSON.stringify(image.error)).toBe('succeeded');
    const document = await run('whatsapp.send_media', {
      mediaType: 'document',
      link: 'https://example.com/invoice.pdf',
      filename: 'invoice.pdf',
    });
    expect(document.status, JSON.stringify(document.error)).toBe('succeeded');
    expect(fake.sent.map((m) => [m.type, m.payload[m.type]])).toEqual([
      ['image', { link: 'https://example.com/cat.png', caption: 'A cat' }],
      ['document', { link: 'https://example.com/invoice.pdf', filename: 'invoice.pdf' }],
    ]);
  });

  it('sends from the step’s own phone number id over the authorization’s, and needs one of them', async () => {
    fake.phoneNumberIds.add('222');
    const own = await run('whatsapp.send_text', { text: 'hi', phoneNumberId: '222' });
    expect(own.status, JSON.stringify(own.error)).toBe('succeeded');
    expect(fake.sent[0]?.from).toBe('222');
    const none = await run('whatsapp.send_text', { text: 'hi' }, { phoneNumberId: '' });
    expect(none.error?.message).toBe(
      'WhatsApp needs the phone number ID to send from (in the authorization or the step)',
    );
    expect(fake.server.requests).toHaveLength(1);
  });

  it('says why a recipient is refused, and a refused token without showing it', async () => {
    const stranger = await run('whatsapp.send_text', { text: 'hi', to: '+44 7700 900000' });
    expect(stranger.error?.message).toContain(
      'answered 400: (#131030) Recipient phone number not in allowed list: Recipient phone number not in allowed list: Add recipient',
    );
    const badToken = await run('whatsapp.send_text', { text: 'hi' }, { token: 'EAAG-revoked' });
    expect(badToken.error?.message).toContain('answered 401: Invalid OAuth access token');
  });

  it('waits out Meta’s throughput limit (429) and sends', async () => {
    fake.rateLimitNext(2);
    const result = await run('whatsapp.send_text', { text: 'hi' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([1000, 1000]);
    expect(fake.sent).toHaveLength(1);
  });
});
