import type { IntegrationTemplate } from '@flowlane/contracts';
import { appAuth, define, graph, methodSetting, text, webhookData, webhookTrigger } from './kit.js';

const hubspot = (nodeIds: string[]) =>
  appAuth('hubspot', 'HubSpot private app', 'bearer', 'hubspot-token', nodeIds);

/** Stripe's customer: a Checkout session's customer details, or the customer object itself. */
const CUSTOMER =
  '($o := steps.trigger.body.data.object; $exists($o.customer_details) ? $o.customer_details : $o)';
const firstName = (name: string) => `$substringBefore(${name}, " ")`;
const lastName = (name: string) => `($contains(${name}, " ") ? $substringAfter(${name}, " ") : "")`;

/** Customers into HubSpot: from Stripe payments and from forms. */
export const CRM_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'stripe-webhook-to-hubspot',
    name: 'Stripe customer to HubSpot contact',
    category: 'CRM',
    icon: 'hub',
    description: 'Creates a HubSpot contact for each Stripe checkout or new customer, from a Stripe webhook.',
    instructions:
      'In Stripe (Developers > Webhooks) add the webhook URL with the events checkout.session.completed and customer.created. Each one becomes a contact with the customer’s email, name and phone.',
    settings: [
      text('events', 'Stripe events', true, {
        default: 'checkout.session.completed,customer.created',
        help: 'Comma-separated; other events are ignored.',
      }),
    ],
    authorizations: [hubspot(['contact'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Stripe webhook', { method: 'POST' }],
          [
            'wanted',
            'flow.if',
            'An event to keep?',
            {
              conditions: [
                {
                  left: '{{ $trim(steps.trigger.body.type) in $map($split("[[events]]", ","), $trim) }}',
                  operator: 'equals',
                  right: true,
                },
              ],
            },
          ],
          [
            'contact',
            'hubspot.create_contact',
            'Create the contact',
            {
              email: `{{ ${CUSTOMER}.email }}`,
              firstname: `{{ ($n := ${CUSTOMER}.name; $n ? ${firstName('$n')} : "") }}`,
              lastname: `{{ ($n := ${CUSTOMER}.name; $n ? ${lastName('$n')} : "") }}`,
              phone: `{{ ($p := ${CUSTOMER}.phone; $p ? $p : "") }}`,
            },
          ],
        ],
        [
          ['trigger', 'wanted'],
          ['wanted', 'contact', 'true'],
        ],
      ),
    },
  }),
  define({
    id: 'form-to-hubspot-contact',
    name: 'Form to HubSpot contact',
    category: 'CRM',
    icon: 'contact_mail',
    description:
      'Creates a HubSpot contact from every form submission or JSON request sent to a webhook URL.',
    instructions:
      'Point a form (method POST) or any JSON client at the webhook URL with the fields email, firstname, lastname, phone and company (or name for the full name).',
    settings: [
      text('source', 'Lead source', false, {
        default: 'Website form',
        help: 'Kept in the contact’s message property, to see where it came from.',
      }),
      methodSetting,
    ],
    authorizations: [hubspot(['contact'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'contact',
            'hubspot.create_contact',
            'Create the contact',
            {
              email: '{{ $string(steps.trigger.body.email) }}',
              firstname: `{{ $exists(steps.trigger.body.firstname) ? $string(steps.trigger.body.firstname) : ($n := $string(steps.trigger.body.name); ${firstName('$n')}) }}`,
              lastname: `{{ $exists(steps.trigger.body.lastname) ? $string(steps.trigger.body.lastname) : ($n := $string(steps.trigger.body.name); ${lastName('$n')}) }}`,
              phone: '{{ $exists(steps.trigger.body.phone) ? $string(steps.trigger.body.phone) : "" }}',
              company: '{{ $exists(steps.trigger.body.company) ? $string(steps.trigger.body.company) : "" }}',
              properties: { message: '[[source]]' },
            },
          ],
        ],
        [['trigger', 'contact']],
      ),
    },
  }),
];
