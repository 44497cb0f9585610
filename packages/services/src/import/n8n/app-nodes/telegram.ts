import { record, text } from '../table-helpers.js';
import { appRow } from './app-helpers.js';

export const telegram = appRow('n8n-nodes-base.telegram', 'telegram.send_message', (ctx) => {
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
});
