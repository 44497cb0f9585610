import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  discordChannelSetting,
  eachEdges,
  eachNew,
  sheetSetting,
  slackChannelSetting,
  spreadsheetSetting,
  telegramChatSetting,
} from './app-settings.js';
import {
  appAuth,
  auth,
  define,
  everyMinutesData,
  FIELDS_TEXT,
  google,
  graph,
  methodSetting,
  pollSetting,
  setting,
  slackBot,
  text,
  webhookData,
  webhookTrigger,
} from './kit.js';

const telegram = (nodeIds: string[]) => appAuth('telegram', 'Telegram bot', 'bearer', 'telegram', nodeIds);
const twilio = (nodeIds: string[]) => appAuth('twilio', 'Twilio account', 'basic', 'twilio', nodeIds);
const SMS_NUMBER = { placeholder: '+15551234567', help: 'In E.164 format, with the country code.' };

/** Chat and messaging apps: Slack, Telegram, Discord, WhatsApp and Twilio SMS. */
export const CHAT_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'webhook-to-slack',
    name: 'Webhook to Slack message',
    category: 'Notifications',
    icon: 'chat',
    description: 'Posts every request sent to a webhook URL to a Slack channel, field by field.',
    instructions:
      'Send JSON or a form to the webhook URL (from a monitoring tool, a script, a form). Each request is posted to the channel, one line per field.',
    settings: [slackChannelSetting, text('title', 'Title', true, { default: 'New event' }), methodSetting],
    authorizations: [slackBot(['post'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            { channel: '[[channel]]', text: `*[[title]]*\n${FIELDS_TEXT}` },
          ],
        ],
        [['trigger', 'post']],
      ),
    },
  }),
  define({
    id: 'webhook-to-telegram',
    name: 'Webhook to Telegram message',
    category: 'Notifications',
    icon: 'send',
    description: 'Sends every request sent to a webhook URL to a Telegram chat through your bot.',
    instructions:
      'Add the bot to the chat, then send JSON or a form to the webhook URL. Each request becomes a message, one line per field.',
    settings: [telegramChatSetting, text('title', 'Title', true, { default: 'New event' }), methodSetting],
    authorizations: [telegram(['send'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'send',
            'telegram.send_message',
            'Send to Telegram',
            { chatId: '[[chatId]]', text: `[[title]]\n${FIELDS_TEXT}` },
          ],
        ],
        [['trigger', 'send']],
      ),
    },
  }),
  define({
    id: 'telegram-ai-agent',
    name: 'Telegram bot answered by an AI agent',
    category: 'AI',
    icon: 'smart_toy',
    description: 'Answers each message sent to your Telegram bot with an AI agent that remembers the chat.',
    instructions:
      'Set the bot’s webhook to the integration’s URL once: open https://api.telegram.org/bot<token>/setWebhook?url=<webhook URL>. Each text message is answered in its chat; the agent remembers the last turns of each chat.',
    settings: [
      text('model', 'Model', true, { default: 'gpt-4o-mini' }),
      setting('system', 'Instructions', 'textarea', false, {
        default: 'You are a friendly assistant answering in the language of the message. Answer briefly.',
      }),
    ],
    authorizations: [
      auth('ai', 'OpenAI-compatible API', 'openai', [{ nodeId: 'agent', param: 'authorization' }]),
      telegram(['reply']),
    ],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Telegram update', { method: 'POST' }],
          [
            'text',
            'flow.if',
            'A text message?',
            {
              conditions: [
                { left: '{{ $exists(steps.trigger.body.message.text) }}', operator: 'equals', right: true },
              ],
            },
          ],
          [
            'agent',
            'ai.agent',
            'Answer with the agent',
            {
              model: '[[model]]',
              system: '[[system]]',
              prompt: '{{ steps.trigger.body.message.text }}',
              conversation: 'telegram-{{ steps.trigger.body.message.chat.id }}',
            },
          ],
          [
            'reply',
            'telegram.send_message',
            'Reply in the chat',
            {
              chatId: '{{ $string(steps.trigger.body.message.chat.id) }}',
              text: '{{ steps.agent.text }}',
              replyTo: '{{ steps.trigger.body.message.message_id }}',
            },
          ],
        ],
        [
          ['trigger', 'text'],
          ['text', 'agent', 'true'],
          ['agent', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-to-whatsapp',
    name: 'Order webhook to WhatsApp message',
    category: 'Notifications',
    icon: 'chat',
    description:
      'Sends a WhatsApp Business message to the phone number in each request, e.g. an order confirmation.',
    instructions:
      'POST JSON such as {"phone": "+905551234567", "name": "Ada", "order": "1042"} to the webhook URL. Within 24 hours of the customer’s last message a text is allowed; otherwise WhatsApp asks for an approved template.',
    settings: [
      setting('message', 'Message', 'textarea', true, {
        default: 'Thank you, your order is confirmed.',
        help: 'Sent after “Hello <name>,” and before the order number, both from the request.',
      }),
      methodSetting,
    ],
    authorizations: [appAuth('whatsapp', 'WhatsApp Business', 'bearer', 'whatsapp', ['send'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'send',
            'whatsapp.send_text',
            'Send the WhatsApp message',
            {
              to: '{{ $string(steps.trigger.body.phone) }}',
              text: 'Hello {{ steps.trigger.body.name }}, [[message]] (order {{ steps.trigger.body.order }})',
            },
          ],
        ],
        [['trigger', 'send']],
      ),
    },
  }),
  define({
    id: 'twilio-sms-to-google-sheets',
    name: 'Incoming Twilio SMS to Google Sheets',
    category: 'Forms',
    icon: 'chat',
    description: 'Adds a row to a spreadsheet for each SMS your Twilio number receives.',
    instructions:
      'Give the sheet a first row with the columns Date, From and Message. Every few minutes each new SMS to the number becomes a row.',
    settings: [
      text('number', 'Twilio number', true, SMS_NUMBER),
      spreadsheetSetting,
      sheetSetting,
      pollSetting,
    ],
    authorizations: [twilio(['trigger']), google(['append'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'twilio.new_incoming_message', 'New SMS', { to: '[[number]]' }],
          eachNew('SMS'),
          [
            'append',
            'google-sheets.append_row',
            'Add the row',
            {
              spreadsheetId: '[[spreadsheetId]]',
              sheet: '[[sheet]]',
              row: {
                Date: '{{ steps.each.item.date_created }}',
                From: '{{ steps.each.item.from }}',
                Message: '{{ steps.each.item.body }}',
              },
            },
          ],
        ],
        eachEdges('append'),
      ),
    },
  }),
  define({
    id: 'webhook-to-twilio-sms',
    name: 'Webhook alert by Twilio SMS',
    category: 'Notifications',
    icon: 'chat',
    description: 'Sends an SMS from your Twilio number for every request sent to a webhook URL.',
    instructions:
      'Send JSON such as {"text": "Disk full on db-1"} to the webhook URL; its text (or its fields) is sent to the phone number.',
    settings: [
      text('to', 'Send to', true, SMS_NUMBER),
      text('from', 'From (your Twilio number)', true, SMS_NUMBER),
      methodSetting,
    ],
    authorizations: [twilio(['sms'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'sms',
            'twilio.send_sms',
            'Send the SMS',
            {
              to: '[[to]]',
              from: '[[from]]',
              body: `{{ $exists(steps.trigger.body.text) ? $string(steps.trigger.body.text) : ${FIELDS_TEXT.slice(3, -3)} }}`,
            },
          ],
        ],
        [['trigger', 'sms']],
      ),
    },
  }),
  define({
    id: 'slack-to-discord',
    name: 'Slack channel to Discord channel',
    category: 'Notifications',
    icon: 'chat',
    description: 'Copies each new message of a Slack channel to a Discord channel.',
    instructions:
      'Every few minutes the Slack channel is checked; each new message is sent to the Discord channel by your bot.',
    settings: [slackChannelSetting, discordChannelSetting, pollSetting],
    authorizations: [
      slackBot(['trigger']),
      appAuth('discord', 'Discord bot', 'bearer', 'discord-bot', ['send']),
    ],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'slack.new_message', 'New message', { channel: '[[channel]]' }],
          eachNew('message'),
          [
            'send',
            'discord.send_message',
            'Send to Discord',
            { channelId: '[[channelId]]', content: '{{ steps.each.item.text }}' },
          ],
        ],
        eachEdges('send'),
      ),
    },
  }),
];
