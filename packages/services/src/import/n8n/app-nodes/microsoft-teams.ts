import type { MappingContext } from '../mapping-types.js';
import { record } from '../table-helpers.js';
import { appRow, leftOutNote, listNote, locator, operations } from './app-helpers.js';

// ---- Microsoft Teams (1.x–2.x: channelMessage create, chatMessage create, channel getAll)

const id = (ctx: MappingContext, value: unknown) => ctx.value(locator(value).value ?? '');

/** The message as text or HTML; n8n (1.1+) added a link to the workflow unless told not to. */
function message(ctx: MappingContext): Record<string, unknown> {
  const options = record(ctx.params.options);
  const linked = options.includeLinkToWorkflow ?? (ctx.node.typeVersion ?? 1) >= 1.1;
  if (linked === true)
    ctx.needsHand(
      'parameter',
      'n8n added a link to the workflow at the end of the message; this step does not.',
    );
  leftOutNote(ctx, options, ['includeLinkToWorkflow', 'makeReply']);
  // 1.x called the content type messageType.
  const type = ctx.params.contentType ?? ctx.params.messageType;
  return { content: ctx.value(ctx.params.message ?? ''), html: type === 'html' };
}

const microsoftTeamsOperations = operations(
  'Microsoft Teams',
  ['channel.create', 'channelMessage.create', 'chatMessage.create'],
  {
    'channelMessage.create': (ctx) => {
      const p = ctx.params;
      if (record(p.options).makeReply) return { unmapped: 'a Teams reply in a channel thread' };
      return {
        serviceId: 'microsoft-teams.send_channel_message',
        params: { teamId: id(ctx, p.teamId), channelId: id(ctx, p.channelId), ...message(ctx) },
      };
    },
    'chatMessage.create': (ctx) => ({
      serviceId: 'microsoft-teams.send_chat_message',
      params: { chatId: id(ctx, ctx.params.chatId), ...message(ctx) },
    }),
    'channel.getAll': (ctx) => {
      const p = ctx.params;
      listNote(ctx, 'channel');
      // n8n's limit default changed between versions: a limit is kept only when the export has one.
      const paging =
        p.returnAll === true
          ? { returnAll: true }
          : p.limit === undefined
            ? {}
            : { limit: ctx.value(p.limit) };
      return {
        serviceId: 'microsoft-teams.list_channels',
        params: { teamId: id(ctx, p.teamId), ...paging },
      };
    },
  },
);

export const microsoftTeams = appRow(
  'n8n-nodes-base.microsoftTeams',
  'microsoft-teams.send_channel_message',
  microsoftTeamsOperations,
);
