import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, locator, operations, paging } from './app-helpers.js';

// ---- HubSpot (contact upsert, search, getAll; deal create)

/** n8n's contact fields and the HubSpot properties its node writes them to. */
const HUBSPOT_CONTACT: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  phoneNumber: 'phone',
  companyName: 'company',
  city: 'city',
  country: 'country',
  jobTitle: 'jobtitle',
  websiteUrl: 'website',
  mobilePhoneNumber: 'mobilephone',
  postalCode: 'zip',
  stateRegion: 'state',
  streetAddress: 'address',
  industry: 'industry',
  lifeCycleStage: 'lifecyclestage',
  leadStatus: 'hs_lead_status',
  message: 'message',
  salutation: 'salutation',
  faxNumber: 'fax',
  contactOwner: 'hubspot_owner_id',
};
const CONTACT_PROPS = new Set(['email', 'firstname', 'lastname', 'phone', 'company']);

/** n8n's custom property rows (`{ property, value }`) as HubSpot properties. */
function hubspotCustom(ctx: MappingContext, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list(record(fields.customPropertiesUi).customPropertiesValues)) {
    const { property, value } = record(item);
    if (typeof property === 'string' && property !== '') out[property] = ctx.value(value ?? '');
  }
  return out;
}

function hubspotContact(ctx: MappingContext): MappedStep {
  const fields = record(ctx.params.additionalFields);
  const params: Record<string, unknown> = { email: ctx.value(ctx.params.email ?? '') };
  const properties = hubspotCustom(ctx, fields);
  for (const [field, value] of Object.entries(fields)) {
    const property = Object.hasOwn(HUBSPOT_CONTACT, field) ? HUBSPOT_CONTACT[field] : undefined;
    if (!property || value === '' || value === undefined) continue;
    if (CONTACT_PROPS.has(property)) params[property] = ctx.value(value);
    else properties[property] = ctx.value(value);
  }
  if (Object.keys(properties).length > 0) params.properties = properties;
  leftOutNote(ctx, fields, [...Object.keys(HUBSPOT_CONTACT), 'customPropertiesUi', 'properties']);
  ctx.needsHand(
    'parameter',
    'n8n created the contact or updated the one with that email; this step creates it (and fails if the email exists): use Update contact for existing ones.',
  );
  return { serviceId: 'hubspot.create_contact', params };
}

function hubspotSearch(ctx: MappingContext): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const groups = list(record(p.filterGroupsUi).filterGroupsValues);
  const filters = groups.flatMap((group) => list(record(record(group).filtersUi).filterValues)).map(record);
  if (groups.length > 1 || filters.length > 1)
    return { unmapped: 'a HubSpot contact search with several filters' };
  const options = record(p.additionalFields);
  const params: Record<string, unknown> = {};
  const [filter] = filters;
  if (filter) {
    const operator = text(filter.operator) ?? 'EQ';
    if (operator === 'NOT_HAS_PROPERTY')
      return { unmapped: 'a HubSpot search for contacts without a property' };
    params.property = (text(filter.propertyName) ?? '').split('|')[0];
    params.operator = operator;
    if (operator !== 'HAS_PROPERTY') params.value = ctx.value(filter.value ?? '');
  }
  if (options.query) params.query = ctx.value(options.query);
  if (Array.isArray(options.properties)) params.fields = commaList(ctx, options.properties, ',');
  leftOutNote(ctx, options, ['query', 'properties']);
  listNote(ctx, 'contact');
  return { serviceId: 'hubspot.search_contacts', params: { ...params, ...paging(ctx, 100) } };
}

function hubspotDeal(ctx: MappingContext): MappedStep {
  const fields = record(ctx.params.additionalFields);
  const properties = hubspotCustom(ctx, fields);
  if (fields.description) properties.description = ctx.value(fields.description);
  if (fields.dealType) properties.dealtype = ctx.value(fields.dealType);
  if (fields.dealOwner) properties.hubspot_owner_id = ctx.value(locator(fields.dealOwner).value ?? '');
  const contacts = list(fields.associatedVids);
  if (contacts.length > 1)
    ctx.needsHand(
      'parameter',
      'The deal is associated with the first contact only (n8n associated several).',
    );
  if (!fields.dealName) ctx.needsHand('parameter', 'n8n created the deal without a name: give it one.');
  leftOutNote(ctx, fields, [
    'dealName',
    'amount',
    'closeDate',
    'pipeline',
    'associatedVids',
    'description',
    'dealType',
    'dealOwner',
    'customPropertiesUi',
  ]);
  return {
    serviceId: 'hubspot.create_deal',
    params: {
      dealname: ctx.value(fields.dealName ?? ''),
      dealstage: ctx.value(ctx.params.stage ?? ''),
      ...(fields.pipeline ? { pipeline: ctx.value(fields.pipeline) } : {}),
      ...(fields.amount ? { amount: ctx.value(fields.amount) } : {}),
      ...(fields.closeDate ? { closedate: ctx.value(fields.closeDate) } : {}),
      ...(contacts.length > 0 ? { contactId: ctx.value(contacts[0]) } : {}),
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
    },
  };
}

const hubspotOperations = operations('HubSpot', ['contact.upsert', 'deal.create'], {
  'contact.upsert': hubspotContact,
  'contact.search': hubspotSearch,
  'contact.getAll': (ctx) => {
    listNote(ctx, 'contact');
    return { serviceId: 'hubspot.search_contacts', params: paging(ctx, 100) };
  },
  'deal.create': hubspotDeal,
});

export const hubspot = appRow('n8n-nodes-base.hubspot', 'hubspot.create_contact', hubspotOperations);
