import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp } from './testing.js';

const where = { phoneNumberId: '1234567890', recipientPhoneNumber: '={{ $json.phone }}' };
const ours = { phoneNumberId: '1234567890', to: '{{ steps.start.phone }}' };

describe('n8n WhatsApp Business Cloud nodes', () => {
  it('maps a text message, an image from a link and a template (its default) with body texts', () => {
    const text = importApp('whatsApp', 1, {
      operation: 'send',
      ...where,
      textBody: '=Hi {{ $json.name }}, your order is on its way: {{ $json.trackingUrl }}',
      additionalFields: { previewUrl: true },
    });
    expectStep(text, 'whatsapp.send_text', {
      ...ours,
      text: 'Hi {{ steps.start.name }}, your order is on its way: {{ steps.start.trackingUrl }}',
      previewUrl: true,
    });
    expect(text.details).toEqual([]);

    const image = importApp('whatsApp', 1, {
      operation: 'send',
      ...where,
      messageType: 'image',
      mediaLink: 'https://example.com/receipt.png',
      additionalFields: { mediaCaption: 'Your receipt' },
    });
    expectStep(image, 'whatsapp.send_media', {
      ...ours,
      mediaType: 'image',
      link: 'https://example.com/receipt.png',
      caption: 'Your receipt',
    });

    const template = importApp('whatsApp', 1, {
      ...where,
      template: 'order_update|en_US',
      components: {
        component: [{ bodyParameters: { parameter: [{ text: '={{ $json.name }}' }, { text: 'shipped' }] } }],
      },
    });
    expectStep(template, 'whatsapp.send_template', {
      ...ours,
      template: 'order_update',
      language: 'en_US',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: '{{ steps.start.name }}' },
            { type: 'text', text: 'shipped' },
          ],
        },
      ],
    });
  });

  expectPlaceholders([
    [
      'whatsApp',
      1,
      { operation: 'send', messageType: 'location', latitude: 52.5, longitude: 13.4 },
      'a WhatsApp location message',
    ],
    [
      'whatsApp',
      1,
      { operation: 'send', messageType: 'document', mediaPath: 'useMedian8n', mediaPropertyName: 'data' },
      'WhatsApp media sent from an upload or a media id (Flowlane sends media from a link)',
    ],
    [
      'whatsApp',
      1,
      { operation: 'sendAndWait', message: 'Approve?' },
      'the WhatsApp message "sendAndWait" operation',
    ],
  ]);
});
