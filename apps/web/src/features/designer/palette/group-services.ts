import type { ServiceDescriptor } from '@flowlane/contracts';

export type ServiceGroup = { category: string; services: ServiceDescriptor[] };

/** Triggers come first (every workflow starts with one), then flow control, then the rest A–Z. */
const FIRST = ['Triggers', 'Flow'];

function rank(category: string): number {
  const index = FIRST.indexOf(category);
  return index === -1 ? FIRST.length : index;
}

/** Steps nobody adds by hand: an n8n import's placeholder only stands in for a node still to replace. */
const NOT_OFFERED = new Set(['n8n.placeholder']);

/** The palette's groups: services matching the search (name, description, category), by category. */
export function groupServices(services: readonly ServiceDescriptor[], search: string): ServiceGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (s: ServiceDescriptor) => {
    const text = `${s.name} ${s.description} ${s.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  };
  const groups = new Map<string, ServiceDescriptor[]>();
  for (const service of services) {
    if (NOT_OFFERED.has(service.id) || !matches(service)) continue;
    groups.set(service.category, [...(groups.get(service.category) ?? []), service]);
  }
  return [...groups]
    .map(([category, list]) => ({ category, services: list.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}
