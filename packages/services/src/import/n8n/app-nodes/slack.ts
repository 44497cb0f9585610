import { locatorValue, text } from '../table-helpers.js';
import { appRow } from './app-helpers.js';

export const slack = appRow('n8n-nodes-base.slack', 'slack.send_message', (ctx) => {
  const resource = text(ctx.params.resource) ?? 'message';
  const operation = text(ctx.params.operation) ?? 'post';
  if (resource !== 'message' || operation !== 'post')
    return { unmapped: `the Slack ${resource} "${operation}" operation` };
  if ((text(ctx.params.messageType) ?? 'text') !== 'text' || ctx.params.select === 'user')
    return { unmapped: 'a Slack message with blocks, attachments or to a user' };
  const channel = locatorValue(ctx.params.channelId ?? ctx.params.channel ?? '');
  return {
    serviceId: 'slack.send_message',
    params: { channel: ctx.value(channel), text: ctx.value(ctx.params.text ?? '') },
  };
});
