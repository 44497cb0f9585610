import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp } from './testing.js';

describe('n8n HubSpot nodes', () => {
  it('maps HubSpot contact upsert (as a create, reported), a one-filter contact search and deal create', () => {
    const upsert = importApp('hubspot', 2.1, {
      authentication: 'appToken',
      email: '={{ $json.email }}',
      additionalFields: {
        firstName: '={{ $json.first }}',
        lastName: 'Lovelace',
        companyName: 'Analytical Engines',
        jobTitle: 'Engineer',
        gender: 'F',
        customPropertiesUi: { customPropertiesValues: [{ property: 'favorite_color', value: 'green' }] },
      },
      options: {},
    });
    expectStep(upsert, 'hubspot.create_contact', {
      email: '{{ steps.start.email }}',
      firstname: '{{ steps.start.first }}',
      lastname: 'Lovelace',
      company: 'Analytical Engines',
      properties: { favorite_color: 'green', jobtitle: 'Engineer' },
    });
    expect(upsert.details).toEqual(['Not imported: gender.', expect.stringContaining('use Update contact')]);

    const search = importApp('hubspot', 2.1, {
      authentication: 'appToken',
      operation: 'search',
      filterGroupsUi: {
        filterGroupsValues: [
          { filtersUi: { filterValues: [{ propertyName: 'email|string', value: '={{ $json.email }}' }] } },
        ],
      },
      additionalFields: { properties: ['firstname', 'email'] },
    });
    expectStep(search, 'hubspot.search_contacts', {
      property: 'email',
      operator: 'EQ',
      value: '{{ steps.start.email }}',
      fields: 'firstname,email',
      limit: 100,
    });

    const deal = importApp('hubspot', 2.1, {
      authentication: 'appToken',
      resource: 'deal',
      stage: 'appointmentscheduled',
      additionalFields: {
        dealName: '={{ $json.company }} renewal',
        amount: '1500',
        associatedVids: ['={{ $json.contactId }}'],
        dealType: 'existingbusiness',
      },
    });
    expectStep(deal, 'hubspot.create_deal', {
      dealname: '{{ steps.start.company }} renewal',
      dealstage: 'appointmentscheduled',
      amount: '1500',
      contactId: '{{ steps.start.contactId }}',
      properties: { dealtype: 'existingbusiness' },
    });
  });

  expectPlaceholders([
    ['hubspot', 2.1, { resource: 'ticket', operation: 'create' }, 'the HubSpot ticket "create" operation'],
    [
      'hubspot',
      2.1,
      {
        operation: 'search',
        filterGroupsUi: {
          filterGroupsValues: [
            { filtersUi: { filterValues: [{ propertyName: 'email|string', value: 'a@example.com' }] } },
            { filtersUi: { filterValues: [{ propertyName: 'phone|string', value: '+1' }] } },
          ],
        },
      },
      'a HubSpot contact search with several filters',
    ],
  ]);
});
