import { defaultDataSourcesTree, type ServiceDescriptor } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import type { StepEdge, StepNode } from '../model/types';
import { ancestorsOf, withLocalSources } from './local-sources';

const service = (id: string, kind: ServiceDescriptor['kind'], properties: Record<string, unknown>) =>
  ({
    id,
    name: id,
    category: 'x',
    icon: 'x',
    description: '',
    kind,
    actions: [{ id: 'run', name: 'Run', description: '' }],
    inputs: [],
    outputSchema: { type: 'object', properties },
    outputHandles: [{ id: 'main', label: 'Output' }],
  }) satisfies ServiceDescriptor;

const node = (id: string, serviceId: string, x: number): StepNode => ({
  id,
  type: 'step',
  position: { x, y: 0 },
  data: { serviceId, action: 'run', name: `Step ${id}`, params: {} },
});
const edge = (source: string, target: string): StepEdge => ({ id: `${source}-${target}`, source, target });

describe('the data sources a step can map from', () => {
  const services = new Map([
    ['hook', service('hook', 'trigger', { body: {}, method: { type: 'string' } })],
    ['http', service('http', 'action', { status: { type: 'number' } })],
  ]);
  const nodes = [node('webhook', 'hook', 0), node('http', 'http', 300), node('if', 'http', 600)];
  const edges = [edge('webhook', 'http'), edge('http', 'if')];

  it('follows edges back to every earlier step', () => {
    expect([...ancestorsOf('if', edges)].sort()).toEqual(['http', 'webhook']);
    expect(ancestorsOf('webhook', edges).size).toBe(0);
  });

  it('adds unsaved steps from their output schemas, the trigger as `trigger`', () => {
    const tree = withLocalSources(defaultDataSourcesTree(), 'if', nodes, edges, services);
    expect(tree.items.root?.children).toEqual(['root/trigger', 'root/http']);
    expect(tree.items['root/trigger/method']?.data.path).toBe('trigger.method');
    expect(tree.items['root/http/status']?.data.path).toBe('steps.http.status');
  });

  it('keeps the server branches (with samples) and drops steps that no longer lead here', () => {
    const server = defaultDataSourcesTree();
    const sample = {
      id: 'root/trigger',
      children: ['root/trigger/body'],
      hasChildren: true,
      isExpanded: false,
      isChildrenLoading: false,
      data: { title: 'Old name', isDuplicate: false, isArray: false, path: 'trigger' },
    };
    server.items['root/trigger'] = sample;
    server.items.root = { ...(server.items.root ?? sample), children: ['root/trigger', 'root/gone'] };
    const tree = withLocalSources(server, 'http', nodes, edges, services);
    expect(tree.items.root?.children).toEqual(['root/trigger']);
    expect(tree.items['root/trigger']?.children).toEqual(['root/trigger/body']);
    expect(tree.items['root/trigger']?.data.title).toBe('Step webhook');
  });

  it("shows a dataset step's columns under its rows, by the picked dataset, over the server's branch", () => {
    const find: StepNode = {
      id: 'find',
      type: 'step',
      position: { x: 0, y: 0 },
      data: { serviceId: 'data.dataset', action: 'find', name: 'Find', params: { datasetId: 'd1' } },
    };
    const count: StepNode = {
      id: 'tally',
      type: 'step',
      position: { x: 100, y: 0 },
      data: { serviceId: 'data.dataset', action: 'count', name: 'Tally', params: { datasetId: 'People' } },
    };
    const people = {
      id: 'd1',
      projectId: null,
      name: 'People',
      description: '',
      columns: [
        { id: 'c0', name: 'email', type: 'text' as const },
        { id: 'c1', name: 'age', type: 'number' as const },
      ],
      keyColumnId: null,
      rowCount: 0,
      createdAt: '',
      updatedAt: '',
    };
    const server = defaultDataSourcesTree();
    const stale = {
      id: 'root/find',
      children: ['root/find/rows'],
      hasChildren: true,
      isExpanded: false,
      isChildrenLoading: false,
      data: { title: 'Find', isDuplicate: false, isArray: false, path: 'steps.find', valueType: 'object' },
    };
    server.items['root/find'] = stale;
    server.items['root/find/rows'] = {
      ...stale,
      id: 'root/find/rows',
      children: [],
      hasChildren: false,
      data: { ...stale.data, title: 'rows', path: 'steps.find.rows' },
    };
    const tree = withLocalSources(
      server,
      'end',
      [find, count, node('end', 'http', 300)],
      [edge('find', 'tally'), edge('tally', 'end')],
      services,
      [people],
    );
    expect(tree.items['root/find/rows/email']?.data).toMatchObject({
      path: 'steps.find.rows.email',
      valueType: 'string',
    });
    expect(tree.items['root/find/rows/age']?.data.valueType).toBe('number');
    expect(tree.items['root/tally/count']?.data.path).toBe('steps.tally.count');
    // Without the dataset (not loaded, or not the team's) the service's own schema stays.
    const unknown = withLocalSources(
      defaultDataSourcesTree(),
      'end',
      [find, node('end', 'http', 300)],
      [edge('find', 'end')],
      services,
    );
    expect(unknown.items['root/find/rows/email']).toBeUndefined();
  });
});
