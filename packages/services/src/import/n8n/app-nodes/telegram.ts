import type { NodeMapping } from '../mapping-types.js';
import { record, text } from '../table-helpers.js';

export const telegram: NodeMapping = {
  types: ['n8n-nodes-base.telegram'],
  serviceId: 'telegram.send_message',
  data: '',
  authorization: true,
  build: (ctx) => {
    const resource = text(ctx.params.resource) ?? 'message';
    const operation = text(ctx.params.operation) ?? 'sendMessage';
    if (resource !== 'message' || operation !== 'sendMessage')
      return { unmapped: `the Telegram ${resource} "${operation}" operation` };
    const extra = record(ctx.params.additionalFields);
    const parseMode = text(extra.parse_mode);
    return {
      serviceId: 'telegram.send_message',
      params: {
        chatId: ctx.value(ctx.params.chatId ?? ''),
        text: ctx.value(ctx.params.text ?? ''),
        ...(parseMode === 'HTML' || parseMode === 'MarkdownV2' ? { parseMode } : {}),
        ...(extra.disable_notification === true ? { silent: true } : {}),
      },
    };
  },
};
