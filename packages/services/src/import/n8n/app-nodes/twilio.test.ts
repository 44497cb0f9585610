import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp } from './testing.js';

describe('n8n Twilio nodes', () => {
  it('maps a Twilio SMS, and a WhatsApp text with the numbers prefixed as n8n does', () => {
    const sms = importApp('twilio', 1, {
      from: '+14155238886',
      to: '={{ $json.phone }}',
      message: '=Your code is {{ $json.code }}',
      options: {},
    });
    expectStep(sms, 'twilio.send_sms', {
      to: '{{ steps.start.phone }}',
      from: '+14155238886',
      body: 'Your code is {{ steps.start.code }}',
    });
    const whatsapp = importApp('twilio', 1, {
      from: '+14155238886',
      to: '+15005550006',
      toWhatsapp: true,
      message: 'Hello',
    });
    expect(whatsapp.made.params).toEqual({
      to: 'whatsapp:+15005550006',
      from: 'whatsapp:+14155238886',
      body: 'Hello',
    });
  });

  expectPlaceholders([
    [
      'twilio',
      1,
      { resource: 'call', operation: 'make', from: '+1', to: '+2', message: 'Hi' },
      'the Twilio call "make" operation',
    ],
  ]);
});
