import { record } from '../table-helpers.js';
import { appRow, leftOutNote, operations } from './app-helpers.js';

// ---- Twilio (sms send)

const twilioOperations = operations('Twilio', ['sms.send', 'call.make'], {
  'sms.send': (ctx) => {
    const p = ctx.params;
    if (p.toWhatsapp === true && p.messagingType === 'template')
      return { unmapped: 'a WhatsApp template message through Twilio' };
    // As n8n does, WhatsApp numbers are the numbers with Twilio's "whatsapp:" prefix.
    const number = (value: unknown) => {
      const translated = ctx.value(value ?? '');
      return p.toWhatsapp === true ? `whatsapp:${String(translated)}` : translated;
    };
    leftOutNote(ctx, record(p.options), []);
    return {
      serviceId: 'twilio.send_sms',
      params: {
        to: number(p.to),
        ...(p.from ? { from: number(p.from) } : {}),
        body: ctx.value(p.message ?? ''),
      },
    };
  },
});

export const twilio = appRow('n8n-nodes-base.twilio', 'twilio.send_sms', twilioOperations);
