import { can } from '@flowlane/contracts';
import type { NavItem } from './types';

/**
 * The navigation a user may see: items the role lacks are dropped, and so are groups and collapses
 * left empty, and dividers that would stand at an edge or next to another divider.
 */
export function filterNavigation(items: readonly NavItem[], roles: readonly string[]): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (item.auth && !can(roles, item.auth)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, roles);
      if (children.length === 0 && (item.type === 'group' || item.type === 'collapse')) continue;
      visible.push({ ...item, children });
    } else visible.push(item);
  }
  return visible.filter(
    (item, index, all) =>
      item.type !== 'divider' || (index > 0 && index < all.length - 1 && all[index + 1]?.type !== 'divider'),
  );
}

/** The flat list of the reference: `item`s only, depth first. */
export function flattenNavigation(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [
    ...(item.type === 'item' ? [item] : []),
    ...flattenNavigation(item.children ?? []),
  ]);
}

/** Whether a location is inside an item: its url exactly, or below it unless the item is exact. */
export function isUrlActive(item: NavItem, pathname: string): boolean {
  if (!item.url) return false;
  if (pathname === item.url) return true;
  return !item.exact && pathname.startsWith(`${item.url}/`);
}

export function hasActiveChild(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isUrlActive(child, pathname) || hasActiveChild(child, pathname),
  );
}
