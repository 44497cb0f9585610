import type { NodePosition, WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
import { z } from 'zod';
import { handleOf } from '../handles.js';
import type { GraphParts } from './graph-parts.js';
import { newEdgeId, uniqueId, uniqueName } from './step-names.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const Params = z.record(z.string(), z.unknown());

/** Mappings between pasted steps follow their steps to the new ids (`steps.http` → `steps.http_2`). */
export function renameStepReferences(
  params: Record<string, unknown>,
  renamed: ReadonlyMap<string, string>,
): Record<string, unknown> {
  if (![...renamed].some(([from, to]) => from !== to)) return params;
  let json = JSON.stringify(params);
  for (const [from, to] of renamed) {
    if (from === to) continue;
    json = json.replace(new RegExp(`steps\\.${escapeRegExp(from)}(?![A-Za-z0-9_])`, 'g'), `steps.${to}`);
  }
  return Params.parse(JSON.parse(json));
}

/**
 * Adds copied steps: fresh ids and names where they clash (mappings between them follow), moved so the
 * group's top-left corner lands on `at`, with the copied edges between them (edges to steps not copied
 * are dropped; an edge keeps its id where it and its steps' ids are free). Pasting a whole graph into an
 * empty one gives the same graph, so the server builds imports and copies this way.
 */
export function pasteSteps(
  graph: GraphParts,
  copied: readonly WorkflowNode[],
  copiedEdges: readonly WorkflowEdge[],
  at: NodePosition,
): GraphParts {
  if (copied.length === 0) return graph;
  const ids = new Set(graph.nodes.map((n) => n.id));
  const names = new Set(graph.nodes.map((n) => n.name));
  const renamed = new Map<string, string>();
  const freshIds = copied.map((node) => {
    const id = uniqueId(node.id, ids);
    ids.add(id);
    // A copy naming one id twice: mappings and edges follow the first of them.
    if (!renamed.has(node.id)) renamed.set(node.id, id);
    return id;
  });
  const left = Math.min(...copied.map((n) => n.position.x));
  const top = Math.min(...copied.map((n) => n.position.y));
  const nodes = copied.map((node, i): WorkflowNode => {
    const name = uniqueName(node.name, names);
    names.add(name);
    return {
      ...node,
      id: freshIds[i] ?? node.id,
      name,
      params: renameStepReferences(node.params, renamed),
      position: { x: node.position.x - left + at.x, y: node.position.y - top + at.y },
    };
  });
  const edgeIds = new Set(graph.edges.map((e) => e.id));
  const edges = copiedEdges.flatMap((edge) => {
    const source = renamed.get(edge.source);
    const target = renamed.get(edge.target);
    if (!source || !target) return [];
    // An edge between steps that kept their ids keeps its own id too, when it is free (as steps do).
    const kept = source === edge.source && target === edge.target && !edgeIds.has(edge.id);
    const id = kept ? edge.id : newEdgeId(source, handleOf(edge.sourceHandle), target, edgeIds);
    edgeIds.add(id);
    return [{ ...edge, id, source, target }];
  });
  return { nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] };
}
