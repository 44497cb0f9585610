import type { ServiceDescriptor } from '@flowlane/contracts';

type NodeLike = { id: string; data: { serviceId: string; pinnedData?: unknown } };
type EdgeLike = { target: string };

/**
 * What Run now starts the workflow with: the test data (pinned data) of the trigger the run enters at —
 * the first trigger step nothing leads into, as the engine picks it — so a webhook workflow runs on its
 * captured request instead of an empty body. `{}` when that trigger has none.
 */
export function runNowInput(
  nodes: readonly NodeLike[],
  edges: readonly EdgeLike[],
  services: ReadonlyMap<string, Pick<ServiceDescriptor, 'kind'>>,
): unknown {
  const targets = new Set(edges.map((e) => e.target));
  const entry = nodes.find((n) => services.get(n.data.serviceId)?.kind === 'trigger' && !targets.has(n.id));
  return entry?.data.pinnedData ?? {};
}
