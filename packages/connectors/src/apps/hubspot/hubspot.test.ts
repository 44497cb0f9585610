import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { HubSpotFake } from './fake-server.js';
import { hubspot } from './index.js';

const fake = new HubSpotFake();
useFake(fake, () => fake.reset());

const {
  graphOf: step,
  runGraph: run,
  poll,
} = appBench(hubspot, {
  credential: { id: 'hs', kind: 'bearer', fields: { token: 'pat-na1-test' } },
  apiUrl: () => fake.apiUrl,
});

describe('HubSpot', () => {
  it('creates a contact with its properties, and says HubSpot’s conflict for a taken email', async () => {
    const result = await run(
      step('hubspot.create_contact', {
        email: 'ada@example.com',
        firstname: 'Ada',
        lastname: '',
        properties: { lifecyclestage: 'lead' },
      }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ id: '101', properties: { email: 'ada@example.com' } });
    expect(fake.server.requests[0]?.body).toEqual({
      properties: { lifecyclestage: 'lead', email: 'ada@example.com', firstname: 'Ada' },
    });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer pat-na1-test');
    const again = await run(step('hubspot.create_contact', { email: 'ada@example.com' }));
    expect(again.status).toBe('failed');
    expect(again.error?.message).toContain('409');
    expect(again.error?.message).toContain('Contact already exists. Existing ID: 101');
  });

  it('updates a contact by id or by email, and says not found', async () => {
    const ada = fake.addContact({ email: 'ada@example.com', firstname: 'Ada' });
    const byId = await run(step('hubspot.update_contact', { contactId: ada.id, phone: '+15550001' }));
    expect(byId.status, JSON.stringify(byId.error)).toBe('succeeded');
    expect(fake.contacts[0]?.properties).toMatchObject({ firstname: 'Ada', phone: '+15550001' });
    const byEmail = await run(
      step('hubspot.update_contact', { contactId: 'ada@example.com', byEmail: true, company: 'Engines' }),
    );
    expect(byEmail.status, JSON.stringify(byEmail.error)).toBe('succeeded');
    expect(fake.server.requests.at(-1)?.query.get('idProperty')).toBe('email');
    expect(fake.contacts[0]?.properties.company).toBe('Engines');
    const missing = await run(step('hubspot.update_contact', { contactId: '999', phone: '1' }));
    expect(missing.error?.message).toContain('resource not found');
  });

  it('searches contacts with a filter over after-cursor pages, and waits out a 429', async () => {
    for (let i = 1; i <= 500; i += 1) {
      fake.addContact({ email: `p${i}@example.com`, company: i % 2 === 0 ? 'Even' : 'Odd' });
    }
    fake.server.rateLimitNext(1, '2');
    const all = await run(
      step('hubspot.search_contacts', {
        property: 'company',
        operator: 'EQ',
        value: 'Even',
        returnAll: true,
      }),
    );
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    expect(all.waits).toEqual([2000]);
    const output = stepOf(all, 's').output as { items: { properties: { email: string } }[]; count: number };
    expect(output.count).toBe(250);
    expect(output.items[0]?.properties.email).toBe('p2@example.com');
    const bodies = fake.server.requests.slice(1).map((r) => r.body as { limit: number; after?: string });
    expect(bodies.map((b) => [b.limit, b.after])).toEqual([
      [200, undefined],
      [200, '200'],
    ]);
    expect(bodies[0]).toMatchObject({
      filterGroups: [{ filters: [{ propertyName: 'company', operator: 'EQ', value: 'Even' }] }],
    });
    fake.server.reset();
    const few = await run(step('hubspot.search_contacts', { query: 'p1', limit: 3 }));
    expect(stepOf(few, 's').output).toMatchObject({ count: 3, more: true });
  });

  it('creates a deal associated with a contact', async () => {
    const ada = fake.addContact({ email: 'ada@example.com' });
    const result = await run(
      step('hubspot.create_deal', {
        dealname: 'Engines',
        dealstage: 'qualifiedtobuy',
        amount: '1500',
        contactId: ada.id,
      }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.deals[0]).toMatchObject({
      properties: { dealname: 'Engines', dealstage: 'qualifiedtobuy', amount: '1500', pipeline: 'default' },
      associations: [
        { to: { id: ada.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 }] },
      ],
    });
    const bad = await run(step('hubspot.create_deal', { dealname: 'X', dealstage: 's', contactId: '999' }));
    expect(bad.error?.message).toContain('One or more associations are invalid');
  });

  it('new contact trigger: hands on each contact created since the last check once, oldest first', async () => {
    fake.addContact({ email: 'before@example.com' });
    const check = poll('hubspot.new_contact', { fields: 'email' });
    const emails = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { properties: { email: string } }[] }).items.map((c) => c.properties.email);
    };
    expect(await emails('r1')).toEqual([]);
    fake.addContact({ email: 'ada@example.com' });
    fake.addContact({ email: 'grace@example.com' });
    expect(await emails('r2')).toEqual(['ada@example.com', 'grace@example.com']);
    // Asked for contacts created at or after the newest seen, newest first.
    expect(fake.server.requests.at(-1)?.body).toMatchObject({
      filterGroups: [{ filters: [{ propertyName: 'createdate', operator: 'GTE' }] }],
      sorts: [{ propertyName: 'createdate', direction: 'DESCENDING' }],
    });
    expect(await emails('r3')).toEqual([]);
    fake.addContact({ email: 'linus@example.com' });
    expect(await emails('r4')).toEqual(['linus@example.com']);
  });
});
