import { customApiCall } from './app-steps-kit';
/**
 * The steps of Telegram, Slack, Discord, Twilio and WhatsApp Business, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const messagingSteps = {
  'telegram.new_message': {
    name: 'New message',
    description:
      "Starts the workflow when the bot receives a message (the bot’s webhook). The webhook is registered with Telegram when the workflow is turned on, and each delivery's signature is checked.",
    actions: {
      run: 'New message',
    },
    fields: {
      authorization: 'Authorization',
    },
    help: {
      authorization: 'An authorization of kind bearer',
    },
  },
  'telegram.send_message': {
    name: 'Send message',
    description:
      'Sends a text message from the bot to a Telegram chat (a user, group or channel id, or @channelusername) and returns the sent message.',
    actions: {
      run: 'Send message',
    },
    fields: {
      authorization: 'Authorization',
      chatId: 'Chat ID',
      text: 'Text',
      parseMode: 'Formatting',
      replyTo: 'Reply to message ID',
      silent: 'Send silently',
    },
    help: {
      authorization: 'An authorization of kind bearer',
    },
  },
  'telegram.custom_api_call': customApiCall('Telegram', 'https://api.telegram.org', ['bearer']),
  'slack.new_message': {
    name: 'New message in channel',
    description:
      "Starts the workflow with the messages posted in a Slack channel since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New message in channel',
    },
    fields: {
      authorization: 'Authorization',
      channel: 'Channel',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      channel: 'The channel id (or #name for posting)',
    },
  },
  'slack.send_message': {
    name: 'Send message',
    description:
      'Posts a text message to a Slack channel (or a thread when a thread timestamp is given) and returns the posted message with its channel and ts.',
    actions: {
      run: 'Send message',
    },
    fields: {
      authorization: 'Authorization',
      channel: 'Channel',
      text: 'Text',
      threadTs: 'Thread timestamp',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      channel: 'The channel id (or #name for posting)',
      text: 'Slack mrkdwn is allowed',
      threadTs: 'Reply in the thread of this message (its ts)',
    },
  },
  'slack.upload_file': {
    name: 'Upload file',
    description:
      'Uploads a file (text, or base64 bytes) to Slack and shares it in a channel with an optional comment; returns the file id and title.',
    actions: {
      run: 'Upload file',
    },
    fields: {
      authorization: 'Authorization',
      channel: 'Channel',
      filename: 'File name',
      content: 'Content',
      base64: 'Content is base64',
      title: 'Title',
      comment: 'Comment',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      channel: 'The channel id (or #name for posting)',
      content: 'The file as text, or base64 bytes',
      comment: 'A message posted with the file',
    },
  },
  'slack.list_channels': {
    name: 'List channels',
    description:
      'Lists the Slack channels the authorization can see (id, name, privacy, member count), public ones by default, archived ones left out.',
    actions: {
      run: 'List channels',
    },
    fields: {
      authorization: 'Authorization',
      types: 'Types',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      types: 'Comma-separated: public_channel, private_channel, mpim, im',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'slack.custom_api_call': customApiCall('Slack', 'https://slack.com/api', ['oauth2', 'bearer']),
  'discord.new_message': {
    name: 'New message in channel',
    description:
      "Starts the workflow with the messages posted in a Discord channel since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New message in channel',
    },
    fields: {
      authorization: 'Authorization',
      channelId: 'Channel ID',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      channelId: 'The text channel’s id (Developer Mode: right-click the channel, Copy Channel ID)',
    },
  },
  'discord.send_message': {
    name: 'Send message',
    description:
      'Posts a text message (up to 2000 characters) as the bot to a Discord channel; returns the message with its id, channel id and timestamp.',
    actions: {
      run: 'Send message',
    },
    fields: {
      authorization: 'Authorization',
      channelId: 'Channel ID',
      content: 'Message',
      tts: 'Text to speech',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      channelId: 'The text channel’s id (Developer Mode: right-click the channel, Copy Channel ID)',
      content: 'Discord markdown is allowed',
    },
  },
  'discord.list_channels': {
    name: 'List channels',
    description:
      'Lists the channels of a Discord server (guild) the bot is in: id, name, type (0 text, 2 voice, 4 category, 5 announcement) and parent category.',
    actions: {
      run: 'List channels',
    },
    fields: {
      authorization: 'Authorization',
      guildId: 'Server ID',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      guildId: 'The guild (server) id',
    },
  },
  'discord.custom_api_call': customApiCall('Discord', 'https://discord.com/api/v10', ['bearer']),
  'twilio.new_incoming_message': {
    name: 'New incoming message',
    description:
      "Starts the workflow with the SMS messages received by a Twilio number since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New incoming message',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To number',
    },
    help: {
      authorization: 'An authorization of kind basic',
      to: 'Your Twilio number that receives the messages (E.164)',
    },
  },
  'twilio.send_sms': {
    name: 'Send SMS',
    description:
      'Sends an SMS from one of the account’s Twilio numbers (or a Messaging Service) to a phone number in E.164 format; returns the message with its SID and status (queued).',
    actions: {
      run: 'Send SMS',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To',
      from: 'From',
      messagingServiceSid: 'Messaging Service SID',
      body: 'Message',
    },
    help: {
      authorization: 'An authorization of kind basic',
      to: 'E.164 format',
      from: 'A Twilio number of the account; or give a Messaging Service SID',
      body: 'Up to 1600 characters',
    },
  },
  'twilio.list_messages': {
    name: 'List messages',
    description:
      'Lists the account’s SMS messages, newest first, optionally only those to or from a number or sent on or after a date; returns each message’s SID, numbers, text, status and direction.',
    actions: {
      run: 'List messages',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To',
      from: 'From',
      sentAfter: 'Sent on or after',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind basic',
      to: 'E.164 format',
      from: 'E.164 format',
      sentAfter: 'A date (YYYY-MM-DD)',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'twilio.custom_api_call': customApiCall('Twilio', 'https://api.twilio.com/2010-04-01', ['basic']),
  'whatsapp.send_text': {
    name: 'Send text message',
    description:
      'Sends a WhatsApp text message to a number that wrote to the business in the last 24 hours (else use a template); returns the message id (wamid).',
    actions: {
      run: 'Send text message',
    },
    fields: {
      authorization: 'Authorization',
      phoneNumberId: 'Phone number ID',
      to: 'To',
      text: 'Text',
      previewUrl: 'Link preview',
      replyTo: 'Reply to message ID',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      phoneNumberId: 'The sending number’s id; the authorization’s when empty',
      to: 'The recipient’s WhatsApp number with its country code',
      text: 'Up to 4096 characters',
      previewUrl: 'Show a preview of the first link',
      replyTo: 'A received message’s wamid, to quote it',
    },
  },
  'whatsapp.send_template': {
    name: 'Send template message',
    description:
      'Sends an approved WhatsApp message template by name and language, with its parameters as components JSON; the only kind of message that may start a conversation. Returns the message id.',
    actions: {
      run: 'Send template message',
    },
    fields: {
      authorization: 'Authorization',
      phoneNumberId: 'Phone number ID',
      to: 'To',
      template: 'Template name',
      language: 'Language code',
      components: 'Components',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      phoneNumberId: 'The sending number’s id; the authorization’s when empty',
      to: 'The recipient’s WhatsApp number with its country code',
      language: 'The template’s language: en_US, de, pt_BR…',
      components:
        'The template’s parameters: [{"type": "body", "parameters": [{"type": "text", "text": "Ada"}]}]',
    },
  },
  'whatsapp.send_media': {
    name: 'Send media',
    description:
      'Sends an image or a document to a WhatsApp number from a public HTTPS link, with an optional caption (and file name for a document); returns the message id.',
    actions: {
      run: 'Send media',
    },
    fields: {
      authorization: 'Authorization',
      phoneNumberId: 'Phone number ID',
      to: 'To',
      mediaType: 'Type',
      link: 'Link',
      caption: 'Caption',
      filename: 'File name',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      phoneNumberId: 'The sending number’s id; the authorization’s when empty',
      to: 'The recipient’s WhatsApp number with its country code',
      filename: 'Shown for a document',
    },
  },
  'whatsapp.custom_api_call': customApiCall('WhatsApp Business', 'https://graph.facebook.com/v21.0', [
    'bearer',
  ]),
};
