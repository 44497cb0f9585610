import type { NavItem } from '../navigation/types';

/** The saved ids as visible items, in saved order: unknown ids and pages the role may not see drop out. */
export function shortcutItems(ids: readonly string[], visible: readonly NavItem[]): NavItem[] {
  return ids.flatMap((id) => visible.filter((item) => item.id === id));
}

/** Adds an id, or removes it when present (the star toggle). */
export function toggleShortcut(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
