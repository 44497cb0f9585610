import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { commaList, fieldText } from '../../kit/items.js';

/**
 * HubSpot CRM API v3 (https://developers.hubspot.com/docs/api/crm/understanding-the-crm): a private
 * app's access token (or an OAuth2 token) as Bearer, objects as `{ id, properties, createdAt, ... }`,
 * errors as `{ status: 'error', message, category }`, searches paged with `limit` and the `after`
 * cursor of `paging.next.after`.
 */

const objectSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    properties: { type: 'object' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    archived: { type: 'boolean' },
  },
};

const extra = prop.json({
  label: 'Other properties',
  help: 'More properties by their internal names, as a JSON object: {"lifecyclestage": "lead"}',
});

const contactProps = {
  email: prop.string({ label: 'Email' }),
  firstname: prop.string({ label: 'First name' }),
  lastname: prop.string({ label: 'Last name' }),
  phone: prop.string({ label: 'Phone' }),
  company: prop.string({ label: 'Company' }),
  properties: extra,
};

type ContactParams = {
  email?: string;
  firstname?: string;
  lastname?: string;
  phone?: string;
  company?: string;
  properties?: unknown;
};

/** The set fields and the extra properties, as HubSpot's `properties` (empty fields left out). */
function contactProperties(p: ContactParams): Record<string, unknown> {
  const more =
    p.properties && typeof p.properties === 'object' ? (p.properties as Record<string, unknown>) : {};
  const named = Object.fromEntries(
    (['email', 'firstname', 'lastname', 'phone', 'company'] as const)
      .map((k) => [k, p[k]] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  return { ...more, ...named };
}

const createContact = defineOperation({
  id: 'create_contact',
  name: 'Create contact',
  description:
    'Creates a HubSpot contact with an email, name, phone, company and any other contact properties; fails with a conflict if a contact with that email exists. Returns the contact with its id.',
  idempotent: false,
  props: contactProps,
  request: {
    method: 'POST',
    path: '/crm/v3/objects/contacts',
    body: (p) => ({ properties: contactProperties(p) }),
  },
  outputSchema: objectSchema,
});

const updateContact = defineOperation({
  id: 'update_contact',
  name: 'Update contact',
  description:
    'Sets the given properties of an existing HubSpot contact by its id (or by email with "ID is an email"); properties left empty are not changed. Returns the updated contact.',
  idempotent: true,
  props: {
    contactId: prop.string({ label: 'Contact ID', required: true, help: 'The contact’s id, or its email' }),
    byEmail: prop.boolean({ label: 'ID is an email', default: false }),
    ...contactProps,
  },
  request: {
    method: 'PATCH',
    path: '/crm/v3/objects/contacts/{contactId}',
    query: (p) => ({ idProperty: p.byEmail ? 'email' : undefined }),
    body: (p) => ({ properties: contactProperties(p) }),
  },
  outputSchema: objectSchema,
});

const OPERATORS = ['EQ', 'NEQ', 'CONTAINS_TOKEN', 'GT', 'GTE', 'LT', 'LTE', 'HAS_PROPERTY'] as const;

const searchContacts = defineOperation({
  id: 'search_contacts',
  name: 'Search contacts',
  description:
    'Finds HubSpot contacts whose property matches a value (for example email EQ ada@example.com), or by a free-text query over name, email, phone and company; returns the contacts with the requested properties.',
  idempotent: true,
  props: {
    property: prop.string({ label: 'Property', default: 'email', help: 'Internal property name' }),
    operator: prop.select({ label: 'Operator', options: [...OPERATORS], default: 'EQ' }),
    value: prop.string({ label: 'Value' }),
    query: prop.string({ label: 'Free-text query', help: 'Instead of, or with, the filter' }),
    fields: prop.string({
      label: 'Properties to return',
      default: 'email,firstname,lastname,phone,company',
      help: 'Comma-separated internal names',
    }),
  },
  request: {
    method: 'POST',
    path: '/crm/v3/objects/contacts/search',
    body: (p) => ({
      ...(p.value || p.operator === 'HAS_PROPERTY'
        ? {
            filterGroups: [
              {
                filters: [
                  {
                    propertyName: p.property,
                    operator: p.operator,
                    ...(p.operator === 'HAS_PROPERTY' ? {} : { value: p.value }),
                  },
                ],
              },
            ],
          }
        : {}),
      ...(p.query ? { query: p.query } : {}),
      properties: commaList(p.fields),
    }),
  },
  pagination: {
    mode: 'cursor',
    in: 'body',
    itemsPath: 'results',
    cursorPath: 'paging.next.after',
    cursorParam: 'after',
    sizeParam: 'limit',
    maxPageSize: 200,
  },
  outputSchema: { items: objectSchema },
});

const createDeal = defineOperation({
  id: 'create_deal',
  name: 'Create deal',
  description:
    'Creates a HubSpot deal with a name, stage, pipeline, amount and close date, optionally associated with a contact; returns the deal with its id.',
  idempotent: false,
  props: {
    dealname: prop.string({ label: 'Deal name', required: true }),
    dealstage: prop.string({
      label: 'Stage',
      required: true,
      default: 'appointmentscheduled',
      help: 'The stage’s internal id',
    }),
    pipeline: prop.string({ label: 'Pipeline', default: 'default' }),
    amount: prop.string({ label: 'Amount', placeholder: '1500.00' }),
    closedate: prop.string({ label: 'Close date', placeholder: '2026-03-31', help: 'A date or ISO time' }),
    contactId: prop.string({ label: 'Associated contact ID' }),
    properties: extra,
  },
  request: {
    method: 'POST',
    path: '/crm/v3/objects/deals',
    body: (p) => ({
      properties: {
        ...(p.properties && typeof p.properties === 'object'
          ? (p.properties as Record<string, unknown>)
          : {}),
        dealname: p.dealname,
        dealstage: p.dealstage,
        ...(p.pipeline ? { pipeline: p.pipeline } : {}),
        ...(p.amount ? { amount: p.amount } : {}),
        ...(p.closedate ? { closedate: p.closedate } : {}),
      },
      ...(p.contactId
        ? {
            associations: [
              {
                to: { id: p.contactId },
                // HubSpot's defined association "deal to contact".
                types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 }],
              },
            ],
          }
        : {}),
    }),
  },
  outputSchema: objectSchema,
});

/**
 * New contacts: a search for contacts created since the cursor (HubSpot's `createdate`, in epoch
 * milliseconds), newest first. The first check reads only the newest, to note where the list stands.
 */
const newContact = definePollingTrigger({
  id: 'new_contact',
  name: 'New contact',
  description:
    'Starts the workflow with the HubSpot contacts created since the last check, with the requested properties.',
  props: {
    fields: prop.string({
      label: 'Properties to return',
      default: 'email,firstname,lastname,phone,company',
      help: 'Comma-separated internal names',
    }),
  },
  list: async ({ params, request }, since) => {
    const page = await request({
      method: 'POST',
      path: '/crm/v3/objects/contacts/search',
      body: {
        type: 'json',
        data: {
          filterGroups: since
            ? [
                {
                  filters: [
                    { propertyName: 'createdate', operator: 'GTE', value: String(Date.parse(since)) },
                  ],
                },
              ]
            : [],
          sorts: [{ propertyName: 'createdate', direction: 'DESCENDING' }],
          properties: commaList(params.fields),
          limit: 100,
        },
      },
    });
    return z.object({ results: z.array(z.unknown()) }).parse(page.body).results;
  },
  itemId: fieldText('id'),
  // ISO times in UTC sort as text.
  itemTime: (item) => new Date(fieldText('createdAt')(item) || 0).toISOString(),
  outputSchema: { items: objectSchema },
});

export const hubspot = defineApp({
  id: 'hubspot',
  name: 'HubSpot',
  icon: 'si:hubspot',
  description: 'Create, update and search HubSpot contacts; create deals; react to new contacts.',
  baseUrl: 'https://api.hubapi.com',
  auth: { templates: ['hubspot', 'hubspot-token'], kinds: ['oauth2', 'bearer'] },
  errorMessage: (body) => z.object({ message: z.string() }).safeParse(body).data?.message,
  operations: [createContact, updateContact, searchContacts, createDeal],
  pollingTriggers: [newContact],
});
