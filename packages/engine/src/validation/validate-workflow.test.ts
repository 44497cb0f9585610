import type { WorkflowGraph } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { compileWorkflow, validateWorkflow } from '../executor/compile.js';
import { buildGraph, serviceLookup } from '../testing/index.js';
import { WorkflowValidationError } from './issues.js';

const services = serviceLookup();

describe('validateWorkflow', () => {
  it('accepts a valid workflow', () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['a', 'test.set', { v: '{{ trigger.x }}' }],
      ],
      [['t', 'a']],
    );
    expect(validateWorkflow(graph, services)).toEqual([]);
  });

  it.each<[string, WorkflowGraph, Record<string, unknown>, RegExp]>([
    [
      'an unknown service',
      buildGraph([['a', 'no.such.service']]),
      { code: 'UNKNOWN_SERVICE', nodeId: 'a' },
      /Step a uses the unknown service "no\.such\.service"/,
    ],
    [
      'an unknown action',
      {
        ...buildGraph([['a', 'test.set']]),
        nodes: [{ ...buildGraph([['a', 'test.set']]).nodes[0]!, action: 'fly' }],
      },
      { code: 'UNKNOWN_ACTION', nodeId: 'a' },
      /test\.set has no action "fly"/,
    ],
    [
      'a missing required input',
      buildGraph([['r', 'test.required', { url: '  ' }]]),
      { code: 'MISSING_INPUT', nodeId: 'r', param: 'url' },
      /Step r is missing the required input "url" \(url\)/,
    ],
    [
      'a mapping that does not parse',
      buildGraph([['m', 'test.set', { body: { total: 'Total: {{ steps.a.price * }}' } }]]),
      { code: 'MAPPING_SYNTAX', nodeId: 'm', param: 'body.total' },
      /Param "body\.total": the mapping \{\{ steps\.a\.price \* \}\} does not parse/,
    ],
    [
      'an unclosed mapping',
      buildGraph([['m', 'test.set', { v: 'x {{ steps.a' }]]),
      { code: 'MAPPING_SYNTAX', nodeId: 'm', param: 'v' },
      /no closing/,
    ],
    [
      'a break condition that does not parse',
      buildGraph([['l', 'test.loop', { items: [], breakWhen: '{{ ) }}' }]]),
      { code: 'MAPPING_SYNTAX', nodeId: 'l', param: 'breakWhen' },
      /does not parse/,
    ],
    [
      'an edge to nowhere',
      buildGraph([['a', 'test.set']], [['a', 'ghost']]),
      { code: 'DANGLING_EDGE', edgeId: 'e1' },
      /Edge e1 goes to the step "ghost", which does not exist/,
    ],
    [
      'an edge from nowhere',
      buildGraph([['a', 'test.set']], [['ghost', 'a']]),
      { code: 'DANGLING_EDGE', edgeId: 'e1' },
      /Edge e1 goes from the step "ghost"/,
    ],
    [
      'an edge from a handle the step does not have',
      buildGraph(
        [
          ['i', 'test.if', { condition: true }],
          ['a', 'test.set'],
        ],
        [['i', 'a', 'maybe']],
      ),
      { code: 'UNKNOWN_HANDLE', nodeId: 'i' },
      /Step i has no output "maybe"; it has true, false/,
    ],
    [
      'an error edge without the on-error setting',
      buildGraph(
        [
          ['f', 'test.fail'],
          ['a', 'test.set'],
        ],
        [['f', 'a', 'error']],
      ),
      { code: 'UNKNOWN_HANDLE', nodeId: 'f' },
      /route to the error edge/,
    ],
    [
      'an edge into a trigger',
      buildGraph(
        [
          ['a', 'test.set'],
          ['t', 'test.trigger'],
        ],
        [['a', 't']],
      ),
      { code: 'TRIGGER_WITH_INPUT', nodeId: 't' },
      /is a trigger and cannot have incoming edges/,
    ],
    [
      'a cycle outside a loop',
      buildGraph(
        [
          ['a', 'test.set'],
          ['b', 'test.set'],
          ['c', 'test.set'],
        ],
        [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'b'],
        ],
      ),
      { code: 'CYCLE' },
      /Step b \(b\)|Step b → Step c form a cycle outside a loop/,
    ],
    [
      'a loop body entered from outside the loop',
      buildGraph(
        [
          ['t', 'test.trigger'],
          ['l', 'test.loop', { items: [] }],
          ['body', 'test.set'],
        ],
        [
          ['t', 'l'],
          ['l', 'body', 'loop'],
          ['t', 'body'],
        ],
      ),
      { code: 'LOOP_BODY_ENTERED', nodeId: 'body' },
      /Step body is in the body of loop Step l but is also reached from Step t, outside the loop/,
    ],
    [
      'a step both inside a loop and after it',
      buildGraph(
        [
          ['l', 'test.loop', { items: [] }],
          ['x', 'test.set'],
        ],
        [
          ['l', 'x', 'loop'],
          ['l', 'x', 'done'],
        ],
      ),
      { code: 'LOOP_BODY_AFTER_DONE', nodeId: 'x' },
      /both in the body of loop Step l and after its "done" output/,
    ],
    [
      'a merge mode given as a mapping',
      buildGraph([['m', 'test.merge', { mode: '{{ "all" }}' }]]),
      { code: 'INVALID_SETTING', nodeId: 'm', param: 'mode' },
      /merge mode must be one of all, any, first/,
    ],
    [
      'two steps with the same id',
      buildGraph([
        ['a', 'test.set'],
        ['a', 'test.set'],
      ]),
      { code: 'DUPLICATE_NODE', nodeId: 'a' },
      /Two steps have the id "a"/,
    ],
  ])('reports %s, naming the step', (_what, graph, fields, message) => {
    const issues = validateWorkflow(graph, services);
    const issue = issues.find((i) => i.code === fields.code);
    expect(issue).toMatchObject(fields);
    expect(issue?.message).toMatch(message);
  });

  it('accepts a loop whose body comes back to it', () => {
    const graph = buildGraph(
      [
        ['l', 'test.loop', { items: [] }],
        ['a', 'test.set'],
      ],
      [
        ['l', 'a', 'loop'],
        ['a', 'l'],
      ],
    );
    expect(validateWorkflow(graph, services)).toEqual([]);
  });

  it('reports every problem at once, and compileWorkflow throws them', () => {
    const graph = buildGraph(
      [
        ['a', 'nope'],
        ['r', 'test.required'],
      ],
      [['r', 'ghost']],
    );
    const codes = validateWorkflow(graph, services).map((i) => i.code);
    expect(codes).toEqual(['UNKNOWN_SERVICE', 'MISSING_INPUT', 'DANGLING_EDGE']);
    expect(() => compileWorkflow(graph, services)).toThrow(WorkflowValidationError);
    expect(() => compileWorkflow(graph, services)).toThrow(/\(and 2 more problems\)/);
  });

  it('refuses a graph that is not shaped like one', () => {
    const issues = validateWorkflow({ schemaVersion: 1, nodes: [{ id: 'x' }], edges: [] }, services);
    expect(issues[0]?.message).toMatch(/Invalid workflow graph at nodes\.0/);
  });
});
