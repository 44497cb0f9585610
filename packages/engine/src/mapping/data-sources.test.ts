import { DataSourcesTree } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { buildDataSourcesTree, pathSegment } from './data-sources.js';

describe('the mapper data-sources tree', () => {
  it("is built from the last run's outputs, with the path each item maps to", () => {
    const tree = buildDataSourcesTree([
      { id: 'trigger', title: 'Webhook', sample: { body: { id: 7, items: [{ sku: 'a' }] } } },
      { id: 'n-1', title: 'HTTP Request', sample: { status: 200 } },
    ]);
    expect(DataSourcesTree.parse(tree)).toEqual(tree);
    expect(tree.items.root?.children).toEqual(['root/trigger', 'root/n-1']);
    expect(tree.items['root/trigger/body/items']?.data).toMatchObject({
      path: 'trigger.body.items',
      isArray: true,
    });
    expect(tree.items['root/trigger/body/items/sku']?.data).toMatchObject({
      path: 'trigger.body.items.sku',
      valueType: 'string',
    });
    expect(tree.items['root/n-1/status']?.data.path).toBe('steps.`n-1`.status');
  });

  it("falls back to the service's output schema when there is no run yet", () => {
    const tree = buildDataSourcesTree([
      {
        id: 'http',
        title: 'HTTP Request',
        schema: { type: 'object', properties: { status: { type: 'number' }, headers: { type: 'object' } } },
      },
    ]);
    expect(tree.items['root/http']?.children).toEqual(['root/http/status', 'root/http/headers']);
    expect(tree.items['root/http/status']?.data).toMatchObject({
      valueType: 'number',
      path: 'steps.http.status',
    });
  });

  it('marks keys that differ only by case as duplicates', () => {
    const tree = buildDataSourcesTree([{ id: 'a', title: 'A', sample: { Name: 1, name: 2 } }]);
    expect(tree.items['root/a/name']?.data.isDuplicate).toBe(true);
  });

  it.each([
    ['simple', 'simple'],
    ['with-dash', '`with-dash`'],
    ['1st', '`1st`'],
  ])('writes the key %s as %s in a path', (key, segment) => {
    expect(pathSegment(key)).toBe(segment);
  });
});
