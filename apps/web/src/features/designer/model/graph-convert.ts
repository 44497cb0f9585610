import { WORKFLOW_SCHEMA_VERSION, type WorkflowGraph, type WorkflowNode } from '@flowlane/contracts';
import { MAIN_HANDLE, STEP_NODE_TYPE, type StepData, type StepEdge, type StepNode } from './types';

export function stepDataOf(node: WorkflowNode): StepData {
  const { id: _id, position: _position, ...data } = node;
  return data;
}

export function toStepNode(node: WorkflowNode, selected = false): StepNode {
  return { id: node.id, type: STEP_NODE_TYPE, position: node.position, data: stepDataOf(node), selected };
}

export function toStepEdge(edge: WorkflowGraph['edges'][number], selected = false): StepEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle ?? MAIN_HANDLE,
    targetHandle: edge.targetHandle ?? null,
    selected,
  };
}

/** The stored graph as canvas nodes and edges. */
export function toFlow(graph: WorkflowGraph): { nodes: StepNode[]; edges: StepEdge[] } {
  return { nodes: graph.nodes.map((n) => toStepNode(n)), edges: graph.edges.map((e) => toStepEdge(e)) };
}

export function toWorkflowNode(node: StepNode): WorkflowNode {
  // Positions are rounded: sub-pixel drag positions only make saved documents noisy.
  const position = { x: Math.round(node.position.x), y: Math.round(node.position.y) };
  const { settings, pinnedData, ...rest } = node.data;
  return {
    id: node.id,
    ...rest,
    position,
    ...(settings ? { settings } : {}),
    ...(pinnedData === undefined ? {} : { pinnedData }),
  };
}

export function toWorkflowEdge(edge: StepEdge): WorkflowGraph['edges'][number] {
  const handle = edge.sourceHandle ?? MAIN_HANDLE;
  return {
    id: edge.id,
    source: edge.source,
    sourceHandle: handle === MAIN_HANDLE ? null : handle,
    target: edge.target,
    ...(edge.targetHandle ? { targetHandle: edge.targetHandle } : {}),
  };
}

/** The canvas as the stored graph (what PUT /api/workflow/:id sends). */
export function toGraph(nodes: readonly StepNode[], edges: readonly StepEdge[]): WorkflowGraph {
  return {
    schemaVersion: WORKFLOW_SCHEMA_VERSION,
    nodes: nodes.map(toWorkflowNode),
    edges: edges.map(toWorkflowEdge),
  };
}
