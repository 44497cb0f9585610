import type { WorkflowGraph } from '@flowlane/contracts';
import type { GraphIndex } from '../graph/graph-index.js';
import { handleOf } from '../graph/handles.js';
import type { CheckedNode } from './check-nodes.js';
import { stepLabel, type ValidationIssue } from './issues.js';
import { outputHandlesOf } from './output-handles.js';

export function checkIds(graph: WorkflowGraph, issues: ValidationIssue[]): void {
  const nodeIds = new Set<string>();
  for (const node of graph.nodes) {
    if (nodeIds.has(node.id)) {
      issues.push({ code: 'DUPLICATE_NODE', nodeId: node.id, message: `Two steps have the id "${node.id}"` });
    }
    nodeIds.add(node.id);
  }
  const edgeIds = new Set<string>();
  for (const edge of graph.edges) {
    if (edgeIds.has(edge.id)) {
      issues.push({ code: 'DUPLICATE_EDGE', edgeId: edge.id, message: `Two edges have the id "${edge.id}"` });
    }
    edgeIds.add(edge.id);
  }
}

/** Edges must join existing steps, leave by a handle their source has, and not enter a trigger. */
export function checkEdges(
  graph: WorkflowGraph,
  index: GraphIndex,
  checked: ReadonlyMap<string, CheckedNode>,
  issues: ValidationIssue[],
): void {
  for (const edge of graph.edges) {
    const source = index.nodesById.get(edge.source);
    const target = index.nodesById.get(edge.target);
    if (!source || !target) {
      const missing = !source ? edge.source : edge.target;
      const end = !source ? 'from' : 'to';
      issues.push({
        code: 'DANGLING_EDGE',
        edgeId: edge.id,
        ...(source ? { nodeId: source.id } : target ? { nodeId: target.id } : {}),
        message: `Edge ${edge.id} goes ${end} the step "${missing}", which does not exist`,
      });
      continue;
    }
    const sourceChecked = checked.get(source.id);
    if (sourceChecked) {
      const handles = outputHandlesOf(source, sourceChecked.definition.descriptor);
      const handle = handleOf(edge.sourceHandle);
      if (handles && !handles.has(handle)) {
        const hint = handle === 'error' ? ' (set its on-error setting to "route to the error edge")' : '';
        issues.push({
          code: 'UNKNOWN_HANDLE',
          edgeId: edge.id,
          nodeId: source.id,
          message: `${stepLabel(source)} has no output "${handle}"${hint}; it has ${[...handles].join(', ') || 'none'}`,
        });
      }
    }
    const targetChecked = checked.get(target.id);
    if (targetChecked?.definition.descriptor.kind === 'trigger') {
      issues.push({
        code: 'TRIGGER_WITH_INPUT',
        edgeId: edge.id,
        nodeId: target.id,
        message: `${stepLabel(target)} is a trigger and cannot have incoming edges`,
      });
    }
  }
}
