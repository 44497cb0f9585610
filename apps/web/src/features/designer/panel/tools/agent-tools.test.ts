import type { ServiceDescriptor } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AgentToolEntry,
  inputSchemaOf,
  storedTools,
  toolNamesOf,
  toolSteps,
  toolsOf,
  withApproval,
  withoutTool,
} from './agent-tools';

const http: AgentToolEntry = { kind: 'step', serviceId: 'http.request' };
const mcp: AgentToolEntry = { kind: 'mcp', authorization: 'auth-1', tools: ['search'] };

describe('the agent tools picker', () => {
  it('reads a stored list, keeping what it does not edit (a step tool’s fixed params)', () => {
    const stored = [{ ...http, params: { method: 'GET' } }, mcp];
    expect(toolsOf(stored)).toEqual(stored);
    expect(toolsOf(undefined)).toEqual([]);
  });

  it.each([
    ['a mapping', '{{ steps.tools.output }}'],
    ['an unknown kind', [{ kind: 'shell', command: 'ls' }]],
    ['a workflow tool without its description', [{ kind: 'workflow', workflowId: 'w', name: 'n' }]],
  ])('leaves %s to the JSON editor', (_what, value) => {
    expect(toolsOf(value)).toBeNull();
  });

  it('stores no list for no tools, so the step’s default applies', () => {
    expect(storedTools([])).toBeUndefined();
    expect(storedTools(withoutTool([http], 0))).toBeUndefined();
  });

  it('ticks and unticks "Needs approval" on one tool only, leaving the key out when off', () => {
    const ticked = withApproval([http, mcp], 1, true);
    expect(ticked).toEqual([http, { ...mcp, needsApproval: true }]);
    expect(withApproval(ticked, 1, false)).toEqual([http, mcp]);
  });

  it('splits MCP tool names on commas; none given means all of them', () => {
    expect(toolNamesOf(' search, fetch ,,')).toEqual(['search', 'fetch']);
    expect(toolNamesOf('  ')).toBeUndefined();
  });

  it('takes an input schema only when it is an object’s JSON Schema, or empty', () => {
    expect(inputSchemaOf('')).toEqual({ ok: true, value: undefined });
    expect(inputSchemaOf('{"type":"object","properties":{}}')).toEqual({
      ok: true,
      value: { type: 'object', properties: {} },
    });
    expect(inputSchemaOf('{"type":"string"}').ok).toBe(false);
    expect(inputSchemaOf('{nope').ok).toBe(false);
  });

  it('offers actions as tools, not triggers, flow control or the agent itself', () => {
    const step = (id: string, kind: ServiceDescriptor['kind']): ServiceDescriptor => ({
      id,
      kind,
      name: id,
      category: 'C',
      icon: 'bolt',
      description: '',
      actions: [{ id: 'run', name: 'Run', description: '' }],
      inputs: [],
      outputSchema: {},
      outputHandles: [],
    });
    const offered = toolSteps([
      step('trigger.manual', 'trigger'),
      step('flow.if', 'flow'),
      step('ai.agent', 'action'),
      step('http.request', 'action'),
    ]);
    expect(offered.map((s) => s.id)).toEqual(['http.request']);
  });
});
