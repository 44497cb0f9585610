import {
  type DataSourcesTree,
  type DataSourceTreeItem,
  type Dataset,
  datasetStepOutputSchema,
  type ServiceDescriptor,
} from '@flowlane/contracts';
import { getParentNodes, indexGraph, pathSegment, schemaSourceItems } from '@flowlane/engine/browser';
import { graphOf } from '../model/canvas-graph';
import type { StepEdge, StepNode } from '../model/types';

/** Every step a step can map from: all steps with a path of edges to it (the engine's ancestors). */
export function ancestorsOf(nodeId: string, edges: readonly StepEdge[]): Set<string> {
  const index = indexGraph({ nodes: [], edges: graphOf([], edges).edges });
  return new Set(getParentNodes(index, nodeId, Number.POSITIVE_INFINITY));
}

const DATASET_SERVICE = 'data.dataset';

/** The dataset a dataset step names (by id, or by name as steps may), among the team's datasets. */
function datasetOf(node: StepNode, datasets: readonly Dataset[]): Dataset | undefined {
  const ref = node.data.params.datasetId;
  if (node.data.serviceId !== DATASET_SERVICE || typeof ref !== 'string' || ref === '') return undefined;
  return datasets.find((d) => d.id === ref) ?? datasets.find((d) => d.name === ref);
}

/** Drops an item and everything under it. */
function dropBranch(items: Record<string, DataSourceTreeItem>, id: string): void {
  for (const child of items[id]?.children ?? []) dropBranch(items, child);
  delete items[id];
}

/**
 * The server builds the tree from the saved graph and the last run. The canvas may be ahead of both:
 * this keeps the server's branches (they carry real samples) for steps that still lead to `nodeId`,
 * names them as they are named now, and adds branches from output schemas for steps not saved yet.
 * A dataset step's branch is its dataset's columns (`datasets`: the team's), as the server does, so a
 * dataset picked but not saved yet shows its columns at once.
 */
export function withLocalSources(
  tree: DataSourcesTree,
  nodeId: string,
  nodes: readonly StepNode[],
  edges: readonly StepEdge[],
  services: ReadonlyMap<string, ServiceDescriptor>,
  datasets: readonly Dataset[] = [],
): DataSourcesTree {
  const root = tree.items[tree.rootId];
  if (!root) return tree;
  const before = ancestorsOf(nodeId, edges);
  const items: Record<string, DataSourceTreeItem> = { ...tree.items };
  const children: string[] = [];
  const ordered = nodes
    .filter((n) => before.has(n.id))
    .sort((a, b) => a.position.x - b.position.x || a.position.y - b.position.y);
  for (const node of ordered) {
    const service = services.get(node.data.serviceId);
    const trigger = service?.kind === 'trigger';
    const id = `${tree.rootId}/${trigger ? 'trigger' : node.id}`;
    if (children.includes(id)) continue;
    children.push(id);
    const known = items[id];
    const dataset = datasetOf(node, datasets);
    if (dataset) {
      if (known) dropBranch(items, id);
      const schema = datasetStepOutputSchema(dataset.columns, node.data.action);
      Object.assign(items, schemaSourceItems(id, node.data.name, `steps.${pathSegment(node.id)}`, schema));
      continue;
    }
    if (known) {
      items[id] = { ...known, data: { ...known.data, title: node.data.name } };
      continue;
    }
    const path = trigger ? 'trigger' : `steps.${pathSegment(node.id)}`;
    Object.assign(items, schemaSourceItems(id, node.data.name, path, service?.outputSchema));
  }
  items[tree.rootId] = { ...root, children, hasChildren: children.length > 0 };
  return { rootId: tree.rootId, items };
}

/** What the local part of a step's tree depends on: its earlier steps, their names and services, in order. */
export function sourcesKey(nodeId: string, nodes: readonly StepNode[], edges: readonly StepEdge[]): string {
  const before = ancestorsOf(nodeId, edges);
  return nodes
    .filter((n) => before.has(n.id))
    .map((n) => {
      const dataset = n.data.serviceId === DATASET_SERVICE ? `:${String(n.data.params.datasetId)}` : '';
      return `${n.id}:${n.data.serviceId}:${n.data.action}:${n.data.name}${dataset}`;
    })
    .join('|');
}
