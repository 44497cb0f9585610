import { customApiCall } from './app-steps-kit';
/**
 * The steps of Microsoft Outlook and Microsoft Teams, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const microsoftMailSteps = {
  'microsoft-outlook.new_email': {
    name: 'New email',
    description:
      "Starts the workflow with the emails received in an Outlook folder since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New email',
    },
    fields: {
      authorization: 'Authorization',
      folder: 'Folder',
      filter: 'Filter',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folder: 'inbox, or another well-known name or a folder id',
      filter: "Only mail matching this OData filter, e.g. from/emailAddress/address eq 'ada@example.com'",
    },
  },
  'microsoft-outlook.send_email': {
    name: 'Send email',
    description:
      'Sends an email from the signed-in Outlook mailbox to the given recipients, as plain text or HTML, and saves it in Sent Items; returns sent: true (Graph gives no message id for a sent mail).',
    actions: {
      run: 'Send email',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To',
      cc: 'Cc',
      bcc: 'Bcc',
      subject: 'Subject',
      body: 'Body',
      html: 'Body is HTML',
      saveToSentItems: 'Save in Sent Items',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      to: 'Addresses separated by commas',
      cc: 'Addresses separated by commas',
      bcc: 'Addresses separated by commas',
    },
  },
  'microsoft-outlook.list_messages': {
    name: 'List messages',
    description:
      'Lists or searches the Outlook messages of one folder (inbox, sentitems, drafts or a folder id), newest first, filtered by an OData $filter or searched with words; returns each message’s sender, recipients, subject, dates, preview and body.',
    actions: {
      run: 'List messages',
    },
    fields: {
      authorization: 'Authorization',
      folder: 'Folder',
      search: 'Search',
      filter: 'Filter',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folder: 'inbox, sentitems, drafts, archive, deleteditems, junkemail, or a folder id',
      search: 'Words or KQL, e.g. from:ada subject:invoice (cannot be combined with a filter)',
      filter: "An OData filter, e.g. isRead eq false and from/emailAddress/address eq 'ada@example.com'",
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-outlook.get_message': {
    name: 'Get message',
    description:
      'Reads one Outlook message by id: sender, recipients, subject, received and sent times, preview, body (HTML or text), read state and web link.',
    actions: {
      run: 'Get message',
    },
    fields: {
      authorization: 'Authorization',
      messageId: 'Message ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
    },
  },
  'microsoft-outlook.reply_to_message': {
    name: 'Reply to message',
    description:
      'Replies to an Outlook message by id with a comment (to the sender, or to everyone on it), sent at once and saved in Sent Items; returns replied: true and the message id.',
    actions: {
      run: 'Reply to message',
    },
    fields: {
      authorization: 'Authorization',
      messageId: 'Message ID',
      comment: 'Reply',
      replyAll: 'Reply to all',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      comment: 'The text above the quoted message',
    },
  },
  'microsoft-outlook.create_draft': {
    name: 'Create draft',
    description:
      'Saves an email as a draft in the Outlook Drafts folder without sending it; returns the draft message (its id, subject, recipients and web link).',
    actions: {
      run: 'Create draft',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To',
      cc: 'Cc',
      bcc: 'Bcc',
      subject: 'Subject',
      body: 'Body',
      html: 'Body is HTML',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      to: 'Addresses separated by commas',
      cc: 'Addresses separated by commas',
      bcc: 'Addresses separated by commas',
    },
  },
  'microsoft-outlook.custom_api_call': customApiCall(
    'Microsoft Outlook',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'microsoft-teams.new_channel_message': {
    name: 'New channel message',
    description:
      "Starts the workflow with the messages posted in a Microsoft Teams channel since the last check (new posts, not replies), each with its text, sender and link. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New channel message',
    },
    fields: {
      authorization: 'Authorization',
      teamId: 'Team ID',
      channelId: 'Channel ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      teamId: 'The team’s id (a GUID): List teams gives it, or the groupId in a link to the team',
      channelId: 'e.g. 19:abc…@thread.tacv2: List channels gives it',
    },
  },
  'microsoft-teams.send_channel_message': {
    name: 'Send channel message',
    description:
      'Posts a new message (text or HTML, with an optional subject) to a channel of a Microsoft Teams team as the signed-in user; returns the message id, time and link.',
    actions: {
      run: 'Send channel message',
    },
    fields: {
      authorization: 'Authorization',
      teamId: 'Team ID',
      channelId: 'Channel ID',
      content: 'Message',
      html: 'Message is HTML',
      subject: 'Subject',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      teamId: 'The team’s id (a GUID): List teams gives it, or the groupId in a link to the team',
      channelId: 'e.g. 19:abc…@thread.tacv2: List channels gives it',
      subject: 'A title above the post',
    },
  },
  'microsoft-teams.send_chat_message': {
    name: 'Send chat message',
    description:
      'Sends a message (text or HTML) to a Microsoft Teams chat (one-on-one, group or meeting chat) as the signed-in user; returns the message id, time and link.',
    actions: {
      run: 'Send chat message',
    },
    fields: {
      authorization: 'Authorization',
      chatId: 'Chat ID',
      content: 'Message',
      html: 'Message is HTML',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      chatId: 'e.g. 19:…@thread.v2 or 19:…@unq.gbl.spaces: List chats gives it',
    },
  },
  'microsoft-teams.list_teams': {
    name: 'List teams',
    description:
      'Lists the Microsoft Teams teams the signed-in user is a member of; returns each team’s id, name and description.',
    actions: {
      run: 'List teams',
    },
    fields: {
      authorization: 'Authorization',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-teams.list_channels': {
    name: 'List channels',
    description:
      'Lists the channels of a Microsoft Teams team that the signed-in user can see; returns each channel’s id, name, description, membership type (standard, private, shared) and link.',
    actions: {
      run: 'List channels',
    },
    fields: {
      authorization: 'Authorization',
      teamId: 'Team ID',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      teamId: 'The team’s id (a GUID): List teams gives it, or the groupId in a link to the team',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-teams.list_chats': {
    name: 'List chats',
    description:
      'Lists the signed-in user’s Microsoft Teams chats (one-on-one, group and meeting chats); returns each chat’s id, topic, type, times and link.',
    actions: {
      run: 'List chats',
    },
    fields: {
      authorization: 'Authorization',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-teams.custom_api_call': customApiCall('Microsoft Teams', 'https://graph.microsoft.com/v1.0', [
    'oauth2',
  ]),
};
