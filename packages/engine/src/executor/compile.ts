import type { WorkflowGraph } from '@flowlane/contracts';
import { WorkflowGraph as WorkflowGraphSchema } from '@flowlane/contracts';
import { BugError } from '../errors.js';
import { indexGraph } from '../graph/graph-index.js';
import { handleOf, LOOP_BODY_HANDLE } from '../graph/handles.js';
import { DEFAULT_EXPRESSION_LIMITS, type ExpressionLimits } from '../mapping/expression.js';
import type { ServiceLookup } from '../services/definition.js';
import { checkEdges, checkIds } from '../validation/check-edges.js';
import { type CheckedNode, checkNode } from '../validation/check-nodes.js';
import { checkStructure } from '../validation/check-structure.js';
import { type ValidationIssue, WorkflowValidationError } from '../validation/issues.js';
import type { CompiledEdge, CompiledNode, CompiledRegion, CompiledWorkflow } from './compiled.js';
import { defaultHandlesOf } from './finish-step.js';

export interface CompileOptions {
  expressionLimits?: ExpressionLimits;
}

export type AnalyzeResult =
  | { ok: true; workflow: CompiledWorkflow }
  | { ok: false; issues: ValidationIssue[] };

function innermostLoop(nodeId: string, bodies: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  let best: string | undefined;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const [loopId, body] of bodies) {
    if (body.has(nodeId) && body.size < bestSize) {
      best = loopId;
      bestSize = body.size;
    }
  }
  return best;
}

/** Validates the graph and, when it is valid, prepares it for running. Reports every issue it finds. */
export function analyzeWorkflow(
  input: unknown,
  services: ServiceLookup,
  options: CompileOptions = {},
): AnalyzeResult {
  const parsed = WorkflowGraphSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        code: 'INVALID_SETTING' as const,
        message: `Invalid workflow graph at ${issue.path.map(String).join('.') || 'root'}: ${issue.message}`,
      })),
    };
  }
  const graph: WorkflowGraph = parsed.data;
  const issues: ValidationIssue[] = [];
  const limits = options.expressionLimits ?? DEFAULT_EXPRESSION_LIMITS;
  checkIds(graph, issues);
  const index = indexGraph(graph);
  const checked = new Map<string, CheckedNode>();
  for (const node of graph.nodes) {
    const result = checkNode(node, services, issues, limits);
    if (result) checked.set(node.id, result);
  }
  checkEdges(graph, index, checked, issues);
  const loopIds = graph.nodes
    .filter((n) => services.get(n.serviceId)?.control?.kind === 'loop')
    .map((n) => n.id);
  const { structure, order } = checkStructure(graph, index, loopIds, issues);
  if (issues.length > 0) return { ok: false, issues };

  const position = new Map(graph.nodes.map((n, i) => [n.id, i]));
  const orderOf = new Map(order.map((id, i) => [id, i]));
  const regionOfLoop = new Map(loopIds.map((id, i) => [id, i + 1]));
  const edges: CompiledEdge[] = graph.edges.map((edge, i) => ({
    index: i,
    id: edge.id,
    source: position.get(edge.source) ?? -1,
    target: position.get(edge.target) ?? -1,
    handle: handleOf(edge.sourceHandle),
    loopBack: structure.loopBackEdges.has(edge.id),
    bodyEntry: regionOfLoop.has(edge.source) && handleOf(edge.sourceHandle) === LOOP_BODY_HANDLE,
  }));
  const nodes: CompiledNode[] = graph.nodes.map((node, i) => {
    const entry = checked.get(node.id);
    if (!entry) throw new BugError(`Step ${node.id} passed validation unchecked`, { code: 'ENGINE' });
    const loop = innermostLoop(node.id, structure.bodies);
    const settings = node.settings ?? {};
    return {
      index: i,
      order: orderOf.get(node.id) ?? i,
      node,
      id: node.id,
      info: { id: node.id, name: node.name, serviceId: node.serviceId, action: node.action },
      definition: entry.definition,
      params: entry.params,
      lazy: entry.lazy,
      mergeMode: entry.mergeMode,
      isTrigger: entry.definition.descriptor.kind === 'trigger',
      defaultHandles: defaultHandlesOf(entry.definition.descriptor.outputHandles),
      settings: {
        retry: settings.retry,
        onError: settings.onError ?? 'stop',
        timeoutMs: settings.timeoutMs,
        disabled: settings.disabled ?? false,
      },
      incoming: edges.filter((e) => e.target === i && !e.loopBack),
      outgoing: edges.filter((e) => e.source === i),
      loopBackIncoming: edges.filter((e) => e.target === i && e.loopBack),
      region: loop === undefined ? 0 : (regionOfLoop.get(loop) ?? 0),
      bodyRegion: regionOfLoop.get(node.id),
    };
  });
  const regions: CompiledRegion[] = [undefined, ...loopIds].map((loopId, r) => ({
    index: r,
    loop: loopId === undefined ? undefined : position.get(loopId),
    nodes: nodes
      .filter((n) => n.region === r)
      .sort((a, b) => a.order - b.order)
      .map((n) => n.index),
    roots: nodes
      .filter((n) => n.region === r && n.incoming.length === 0)
      .sort((a, b) => a.order - b.order)
      .map((n) => n.index),
    members:
      loopId === undefined
        ? []
        : [...(structure.bodies.get(loopId) ?? [])].map((id) => position.get(id) ?? -1),
  }));
  return {
    ok: true,
    workflow: { nodes, edges, regions, byId: new Map(nodes.map((n) => [n.id, n])), services },
  };
}

/** Every problem that stops the workflow from running; an empty list when it can run. Takes unparsed input. */
export function validateWorkflow(
  graph: unknown,
  services: ServiceLookup,
  options: CompileOptions = {},
): ValidationIssue[] {
  const result = analyzeWorkflow(graph, services, options);
  return result.ok ? [] : result.issues;
}

/** Validates and prepares a workflow; throws a WorkflowValidationError listing every issue. */
export function compileWorkflow(
  graph: unknown,
  services: ServiceLookup,
  options: CompileOptions = {},
): CompiledWorkflow {
  const result = analyzeWorkflow(graph, services, options);
  if (!result.ok) throw new WorkflowValidationError(result.issues);
  return result.workflow;
}
