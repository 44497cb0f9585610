import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * HubSpot's CRM v3 objects API as our operations use it
 * (https://developers.hubspot.com/docs/api/crm/contacts, .../crm/deals, .../crm/search): Bearer
 * tokens (401 `{ status: 'error', category: 'INVALID_AUTHENTICATION' }`), 409 `CONFLICT` for an email
 * already taken, 404 `OBJECT_NOT_FOUND`, `idProperty=email` on updates, searches with filterGroups
 * (EQ, NEQ, CONTAINS_TOKEN, HAS_PROPERTY), a free-text `query`, `limit` (at most 200) and the `after`
 * cursor, and deals with associations to contacts.
 */
export interface FakeHubSpotObject {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  associations?: { to: { id: string }; types: unknown[] }[];
}

export class HubSpotFake extends AppFake {
  readonly tokens = new Set(['pat-na1-test']);
  readonly contacts: FakeHubSpotObject[] = [];
  readonly deals: FakeHubSpotObject[] = [];
  private lastId = 100;

  reset(): void {
    this.server.reset();
    this.contacts.length = 0;
    this.deals.length = 0;
  }

  private error(status: number, category: string, message: string): FakeAnswer {
    return { status, body: { status: 'error', message, correlationId: 'c0ffee', category } };
  }

  /** A contact made in HubSpot by someone else. */
  addContact(properties: Record<string, string>): FakeHubSpotObject {
    this.lastId += 1;
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, this.lastId - 100)).toISOString();
    const contact = {
      id: String(this.lastId),
      properties: { ...properties, hs_object_id: String(this.lastId) },
      createdAt: at,
      updatedAt: at,
      archived: false,
    };
    this.contacts.push(contact);
    return contact;
  }

  private authed(request: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const token = bearerOf(request);
    if (!token || !this.tokens.has(token)) {
      return this.error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      );
    }
    return answer();
  }

  private strings(properties: unknown): Record<string, string> {
    return Object.fromEntries(
      Object.entries((properties ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/crm/v3/objects/contacts', (r) =>
      this.authed(r, () => {
        const properties = this.strings((r.body as { properties?: unknown }).properties);
        const taken = properties.email && this.contacts.find((c) => c.properties.email === properties.email);
        if (taken) return this.error(409, 'CONFLICT', `Contact already exists. Existing ID: ${taken.id}`);
        return { status: 201, body: this.addContact(properties) };
      }),
    );
    s.route('PATCH', '/crm/v3/objects/contacts/:id', (r) =>
      this.authed(r, () => {
        const byEmail = r.query.get('idProperty') === 'email';
        const contact = this.contacts.find((c) =>
          byEmail ? c.properties.email === r.params.id : c.id === r.params.id,
        );
        if (!contact) return this.error(404, 'OBJECT_NOT_FOUND', 'resource not found');
        Object.assign(contact.properties, this.strings((r.body as { properties?: unknown }).properties));
        contact.updatedAt = new Date(Date.UTC(2026, 1, 1)).toISOString();
        return { body: contact };
      }),
    );
    s.route('POST', '/crm/v3/objects/contacts/search', (r) =>
      this.authed(r, () => {
        const body = r.body as {
          filterGroups?: { filters: { propertyName: string; operator: string; value?: string }[] }[];
          sorts?: { propertyName: string; direction: 'ASCENDING' | 'DESCENDING' }[];
          query?: string;
          properties?: string[];
          limit?: number;
          after?: string;
        };
        const limit = body.limit ?? 10;
        if (limit > 200) return this.error(400, 'VALIDATION_ERROR', 'limit must be at most 200');
        const test = (
          c: FakeHubSpotObject,
          f: { propertyName: string; operator: string; value?: string },
        ) => {
          const v = c.properties[f.propertyName];
          if (f.operator === 'EQ') return (v ?? '').toLowerCase() === (f.value ?? '').toLowerCase();
          if (f.operator === 'NEQ') return (v ?? '').toLowerCase() !== (f.value ?? '').toLowerCase();
          if (f.operator === 'CONTAINS_TOKEN')
            return (v ?? '').toLowerCase().includes((f.value ?? '').toLowerCase());
          if (f.operator === 'HAS_PROPERTY') return v !== undefined && v !== null && v !== '';
          // createdate compares as epoch milliseconds, as HubSpot's search takes dates.
          const n = f.propertyName === 'createdate' ? Date.parse(c.createdAt) : Number(v);
          const w = Number(f.value);
          if (f.operator === 'GT') return n > w;
          if (f.operator === 'GTE') return n >= w;
          if (f.operator === 'LT') return n < w;
          if (f.operator === 'LTE') return n <= w;
          return false;
        };
        const groups = body.filterGroups ?? [];
        const q = body.query?.toLowerCase();
        const found = this.contacts
          .filter((c) => groups.length === 0 || groups.some((g) => g.filters.every((f) => test(c, f))))
          .filter(
            (c) =>
              !q ||
              ['email', 'firstname', 'lastname', 'phone', 'company'].some((k) =>
                (c.properties[k] ?? '').toLowerCase().includes(q),
              ),
          );
        const [sort] = body.sorts ?? [];
        if (sort?.propertyName === 'createdate') {
          const sign = sort.direction === 'DESCENDING' ? -1 : 1;
          found.sort((a, b) => sign * a.createdAt.localeCompare(b.createdAt));
        }
        const start = Number(body.after ?? 0);
        const wanted = body.properties ?? ['email', 'firstname', 'lastname'];
        const results = found.slice(start, start + limit).map((c) => ({
          ...c,
          properties: Object.fromEntries(
            [...wanted, 'hs_object_id'].map((k) => [k, c.properties[k] ?? null]),
          ),
        }));
        return {
          body: {
            total: found.length,
            results,
            ...(start + limit < found.length ? { paging: { next: { after: String(start + limit) } } } : {}),
          },
        };
      }),
    );
    s.route('POST', '/crm/v3/objects/deals', (r) =>
      this.authed(r, () => {
        const body = r.body as { properties?: unknown; associations?: FakeHubSpotObject['associations'] };
        const properties = this.strings(body.properties);
        if (!properties.dealname)
          return this.error(400, 'VALIDATION_ERROR', 'Property values were not valid: dealname');
        for (const a of body.associations ?? []) {
          if (!this.contacts.some((c) => c.id === a.to.id)) {
            return this.error(400, 'VALIDATION_ERROR', `One or more associations are invalid: ${a.to.id}`);
          }
        }
        this.lastId += 1;
        const deal: FakeHubSpotObject = {
          id: String(this.lastId),
          properties,
          createdAt: new Date(Date.UTC(2026, 0, 2)).toISOString(),
          updatedAt: new Date(Date.UTC(2026, 0, 2)).toISOString(),
          archived: false,
          ...(body.associations ? { associations: body.associations } : {}),
        };
        this.deals.push(deal);
        return { status: 201, body: { ...deal, associations: undefined } };
      }),
    );
  }
}
