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
});
