import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, leftOutNote, operations } from './app-helpers.js';

// ---- WhatsApp Business Cloud (message send: text, image, document; sendTemplate)

/** n8n's template components as the Cloud API's, when all their parameters are texts; else undefined. */
function templateComponents(ctx: MappingContext): Record<string, unknown>[] | undefined {
  const components: Record<string, unknown>[] = [];
  for (const item of list(record(ctx.params.components).component).map(record)) {
    const type = text(item.type) ?? 'body';
    if (type === 'button') return undefined;
    const group = type === 'header' ? item.headerParameters : item.bodyParameters;
    const parameters = list(record(group).parameter).map(record);
    if (parameters.some((param) => (text(param.type) ?? 'text') !== 'text')) return undefined;
    components.push({
      type,
      parameters: parameters.map((param) => ({ type: 'text', text: ctx.value(param.text ?? '') })),
    });
  }
  return components;
}

function sendTemplate(
  ctx: MappingContext,
  where: Record<string, unknown>,
): MappedStep | { unmapped: string } {
  const components = templateComponents(ctx);
  if (!components) return { unmapped: 'a WhatsApp template with buttons, currencies, dates or images' };
  // n8n's template option is "name|language".
  const [name = '', language] = String(ctx.value(ctx.params.template ?? '')).split('|');
  return {
    serviceId: 'whatsapp.send_template',
    params: {
      ...where,
      template: name,
      ...(language ? { language } : {}),
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

function sendMessage(ctx: MappingContext, where: Record<string, unknown>): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const type = text(p.messageType) ?? 'text';
  const fields = record(p.additionalFields);
  if (type === 'text') {
    leftOutNote(ctx, fields, ['previewUrl']);
    return {
      serviceId: 'whatsapp.send_text',
      params: {
        ...where,
        text: ctx.value(p.textBody ?? ''),
        ...(fields.previewUrl === true ? { previewUrl: true } : {}),
      },
    };
  }
  if (type !== 'image' && type !== 'document') return { unmapped: `a WhatsApp ${type} message` };
  if ((text(p.mediaPath) ?? 'useMediaLink') !== 'useMediaLink')
    return {
      unmapped: 'WhatsApp media sent from an upload or a media id (Flowlane sends media from a link)',
    };
  leftOutNote(ctx, fields, ['mediaCaption', 'mediaFilename']);
  return {
    serviceId: 'whatsapp.send_media',
    params: {
      ...where,
      mediaType: type,
      link: ctx.value(p.mediaLink ?? ''),
      ...(fields.mediaCaption ? { caption: ctx.value(fields.mediaCaption) } : {}),
      ...(type === 'document' && fields.mediaFilename ? { filename: ctx.value(fields.mediaFilename) } : {}),
    },
  };
}

/** The sender's phone number id and the recipient, as every message step takes them. */
const where = (ctx: MappingContext) => ({
  phoneNumberId: ctx.value(ctx.params.phoneNumberId ?? ''),
  to: ctx.value(ctx.params.recipientPhoneNumber ?? ''),
});

const whatsappOperations = operations('WhatsApp', ['message.sendTemplate'], {
  'message.send': (ctx) => sendMessage(ctx, where(ctx)),
  'message.sendTemplate': (ctx) => sendTemplate(ctx, where(ctx)),
});

export const whatsapp = appRow('n8n-nodes-base.whatsApp', 'whatsapp.send_text', whatsappOperations);
