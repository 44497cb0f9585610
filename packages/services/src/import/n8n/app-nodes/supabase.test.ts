import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp } from './testing.js';

describe('n8n Supabase nodes', () => {
  it('maps row create, a filtered read, update and delete with their conditions as PostgREST filters', () => {
    const create = importApp('supabase', 1, {
      tableId: 'signups',
      fieldsUi: {
        fieldValues: [
          { fieldId: 'email', fieldValue: '={{ $json.email }}' },
          { fieldId: 'plan', fieldValue: 'trial' },
        ],
      },
    });
    expectStep(create, 'supabase.insert_rows', {
      table: 'signups',
      rows: { email: '{{ steps.start.email }}', plan: 'trial' },
    });
    expect(create.details).toEqual([expect.stringContaining('"rows" list')]);

    const read = importApp('supabase', 1, {
      operation: 'getAll',
      tableId: 'orders',
      returnAll: true,
      matchType: 'allFilters',
      filters: {
        conditions: [
          { keyName: 'status', condition: 'eq', keyValue: 'open' },
          { keyName: 'customer_id', condition: 'eq', keyValue: '={{ $json.customerId }}' },
        ],
      },
    });
    expectStep(read, 'supabase.select_rows', {
      table: 'orders',
      filters: 'status=eq.open\ncustomer_id=eq.{{ steps.start.customerId }}',
      returnAll: true,
    });

    const update = importApp('supabase', 1, {
      operation: 'update',
      tableId: 'orders',
      filters: {
        conditions: [
          { keyName: 'id', condition: 'eq', keyValue: '={{ $json.id }}' },
          { keyName: 'legacy_id', condition: 'eq', keyValue: '={{ $json.id }}' },
        ],
      },
      fieldsUi: { fieldValues: [{ fieldId: 'status', fieldValue: 'shipped' }] },
    });
    // Any one condition (n8n's default) is PostgREST's or=(…).
    expectStep(update, 'supabase.update_rows', {
      table: 'orders',
      filters: 'or=(id.eq.{{ steps.start.id }},legacy_id.eq.{{ steps.start.id }})',
      values: { status: 'shipped' },
    });

    const remove = importApp('supabase', 1, {
      operation: 'delete',
      tableId: 'sessions',
      filterType: 'string',
      filterString: 'expires_at=lt.now()',
    });
    expectStep(remove, 'supabase.delete_rows', {
      table: 'sessions',
      filters: 'expires_at=lt.now()',
    });
  });

  expectPlaceholders([
    ['supabase', 1, { operation: 'delete', tableId: 'sessions' }, 'a Supabase delete without a filter'],
    ['supabase', 1, { resource: 'bucket', operation: 'list' }, 'the Supabase bucket "list" operation'],
  ]);
});
