import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  auth,
  BODY_JSON,
  define,
  emailSetting,
  everyMinutesData,
  FIELDS_TEXT,
  fromSetting,
  graph,
  mailhookData,
  methodSetting,
  optionalSmtp,
  setting,
  text,
  webhookData,
  webhookTrigger,
} from './kit.js';

/** Plain HTTP and mail: checks, relays, forms and an AI reply. */
export const WEB_AND_MAIL_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'schedule-http-check',
    name: 'Website check with mail on failure',
    category: 'Monitoring',
    icon: 'monitor_heart',
    description: 'Calls a URL on a schedule and mails you when it does not answer with the expected status.',
    instructions:
      'Every few minutes the URL is requested (GET, 10 s timeout). When the answer is missing or has another status, a mail says what happened.',
    settings: [
      setting('url', 'URL to check', 'url', true, { placeholder: 'https://example.com/health' }),
      setting('expectedStatus', 'Expected status', 'number', true, { default: 200, min: 100, max: 599 }),
      setting('everyMinutes', 'Check every (minutes)', 'number', true, { default: 5, min: 1, max: 59 }),
      emailSetting(),
      fromSetting,
    ],
    authorizations: [optionalSmtp('alert')],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'trigger.schedule', 'Schedule', {}],
          [
            'check',
            'http.request',
            'Check the URL',
            {
              method: 'GET',
              url: '[[url]]',
              timeoutMs: 10000,
              responseType: 'text',
              throwOnHttpError: false,
            },
            { settings: { onError: 'continue' } },
          ],
          [
            'decide',
            'flow.if',
            'Failed?',
            {
              conditions: [
                { left: '{{ steps.check.status }}', operator: 'notEquals', right: '[[expectedStatus]]' },
              ],
            },
          ],
          [
            'alert',
            'mail.send',
            'Mail the failure',
            {
              from: '[[from]]',
              to: '[[email]]',
              subject: 'Check failed: [[url]]',
              text: 'The check of [[url]] at {{ steps.trigger.firedAt }} got {{ $exists(steps.check.status) ? "status " & $string(steps.check.status) : "no answer (" & $string(steps.check.message) & ")" }}; expected [[expectedStatus]].',
            },
          ],
        ],
        [
          ['trigger', 'check'],
          ['check', 'decide'],
          ['decide', 'alert', 'true'],
        ],
      ),
    },
  }),
  define({
    id: 'mailhook-to-http',
    name: 'Mail to webhook (HTTP POST)',
    category: 'Mail',
    icon: 'forward_to_inbox',
    description: 'Posts every mail received at the integration’s address to a URL as JSON.',
    instructions:
      'Mail the address shown on the integration. The sender, recipients, subject, text and attachment names are posted as JSON to the URL.',
    settings: [setting('url', 'Post to URL', 'url', true, { placeholder: 'https://example.com/inbox' })],
    authorizations: [],
    workflow: {
      data: mailhookData,
      graph: graph(
        [
          ['trigger', 'trigger.mailhook', 'Mailhook', {}],
          [
            'post',
            'http.request',
            'Post the mail',
            {
              method: 'POST',
              url: '[[url]]',
              bodyType: 'json',
              body: {
                from: '{{ steps.trigger.from }}',
                to: '{{ steps.trigger.to }}',
                subject: '{{ steps.trigger.subject }}',
                text: '{{ steps.trigger.text }}',
                attachments: '{{ steps.trigger.attachments.filename }}',
              },
            },
          ],
        ],
        [['trigger', 'post']],
      ),
    },
  }),
  define({
    id: 'webhook-ai-reply',
    name: 'AI chat reply to a webhook',
    category: 'AI',
    icon: 'smart_toy',
    description: 'Answers each request with a reply from an OpenAI-compatible chat model.',
    instructions:
      'POST {"message": "..."} (or plain text) to the webhook URL; the answer comes back in the same request as {"reply": "..."}.',
    settings: [
      text('model', 'Model', true, { default: 'gpt-4o-mini' }),
      setting('system', 'Instructions', 'textarea', false, {
        default: 'You are a helpful assistant. Answer briefly.',
      }),
    ],
    authorizations: [
      auth('ai', 'OpenAI-compatible API', 'openai', [{ nodeId: 'chat', param: 'authorization' }]),
    ],
    workflow: {
      data: webhookData('sync'),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Webhook', { method: 'POST' }],
          [
            'chat',
            'ai.chat',
            'Ask the model',
            {
              model: '[[model]]',
              system: '[[system]]',
              prompt:
                '{{ $type(steps.trigger.body) = "object" ? $string(steps.trigger.body.message) : $string(steps.trigger.body) }}',
            },
          ],
          [
            'reply',
            'flow.webhook-response',
            'Reply',
            { status: 200, body: { reply: '{{ steps.chat.content }}' } },
          ],
        ],
        [
          ['trigger', 'chat'],
          ['chat', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'form-to-mail',
    name: 'Form or JSON webhook to mail',
    category: 'Forms',
    icon: 'contact_mail',
    description: 'Mails you every form submission or JSON request, field by field, and thanks the sender.',
    instructions:
      'Point an HTML form’s action (method POST) or any JSON client at the webhook URL. You get a mail listing each field; the sender gets your thank-you text.',
    settings: [
      emailSetting(),
      text('subject', 'Subject', true, { default: 'New form submission' }),
      text('thanks', 'Answer to the sender', true, { default: 'Thank you, we received your message.' }),
      fromSetting,
    ],
    authorizations: [optionalSmtp('mail')],
    workflow: {
      data: webhookData('sync'),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Webhook', { method: 'POST' }],
          [
            'mail',
            'mail.send',
            'Mail the fields',
            { from: '[[from]]', to: '[[email]]', subject: '[[subject]]', text: FIELDS_TEXT },
          ],
          ['reply', 'flow.webhook-response', 'Thank the sender', { status: 200, body: '[[thanks]]' }],
        ],
        [
          ['trigger', 'mail'],
          ['mail', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-forward',
    name: 'Webhook relay (HTTP POST)',
    category: 'HTTP',
    icon: 'webhook',
    description: 'Forwards every request body to another URL as JSON.',
    instructions: 'Each request body is posted as JSON to the target URL; a failed post fails the run.',
    settings: [
      setting('url', 'Forward to URL', 'url', true, { placeholder: 'https://example.com/hook' }),
      methodSetting,
    ],
    authorizations: [],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'post',
            'http.request',
            'Forward',
            { method: 'POST', url: '[[url]]', bodyType: 'json', body: BODY_JSON },
          ],
        ],
        [['trigger', 'post']],
      ),
    },
  }),
];
