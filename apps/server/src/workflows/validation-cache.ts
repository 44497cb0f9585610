import type { WorkflowGraph } from '@flowlane/contracts';
import { type ServiceLookup, type ValidationIssue, validateWorkflow } from '@flowlane/engine';

/** Enough for every workflow a process serves at once; the oldest entry goes first. */
const MAX_ENTRIES = 1000;

/**
 * Validation issues per saved workflow version. A version never changes once saved, and validating
 * compiles every mapping (a 500-step workflow takes tens of milliseconds), so each version is
 * validated once per process and service catalogue, not on every load.
 */
const cache = new WeakMap<ServiceLookup, Map<string, readonly ValidationIssue[]>>();

export function validationIssues(
  workflowId: string,
  version: number,
  graph: WorkflowGraph,
  services: ServiceLookup,
): readonly ValidationIssue[] {
  let byVersion = cache.get(services);
  if (!byVersion) {
    byVersion = new Map();
    cache.set(services, byVersion);
  }
  const key = `${workflowId}:${version}`;
  const known = byVersion.get(key);
  if (known) return known;
  const issues = validateWorkflow(graph, services);
  if (byVersion.size >= MAX_ENTRIES) {
    const oldest = byVersion.keys().next().value;
    if (oldest !== undefined) byVersion.delete(oldest);
  }
  byVersion.set(key, issues);
  return issues;
}
