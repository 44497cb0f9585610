import { describe, expect, it } from 'vitest';
import { navigationConfig } from './navigation-config';
import { filterNavigation, flattenNavigation, hasActiveChild, isUrlActive } from './navigation-utils';
import type { NavItem } from './types';

const urls = (items: NavItem[]) => flattenNavigation(items).map((item) => item.url);

describe('the side menu', () => {
  it('has exactly the spec entries, in order, plus PDF storage after Datasets', () => {
    const outline = navigationConfig.map((item) =>
      item.type === 'divider'
        ? '---'
        : item.children
          ? `${item.title}: ${item.children.map((child) => `${child.url} (${child.title})`).join(', ')}`
          : `${item.url} (${item.title})`,
    );
    expect(outline).toEqual([
      '/dashboard (Dashboard)',
      '/projects (Projects)',
      'Workflows: /workflows (My Workflows), /library (Library)',
      'Authorizations: /authorizations (My Authorizations), /auth-library (Library)',
      '/datasets (Datasets)',
      '/storage/pdfs (PDFs)',
      '---',
      'Billing: /billing/pricing (Pricing), /billing/invoices (Invoices), /billing/paymethod (Pay Method)',
    ]);
  });

  it('gives every entry a unique id and every page a translate key and an icon', () => {
    const all = [...navigationConfig, ...navigationConfig.flatMap((item) => item.children ?? [])];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of flattenNavigation(navigationConfig)) {
      expect(item.translate).toBeTruthy();
      expect(item.icon).toBeTruthy();
    }
  });
});

describe('filterNavigation', () => {
  it('shows a flow admin everything', () => {
    expect(urls(filterNavigation(navigationConfig, ['ROLE_FLOW_ADMIN']))).toEqual(urls(navigationConfig));
  });

  it('hides My Workflows, Invoices and Pay Method from a lite user', () => {
    const visible = urls(filterNavigation(navigationConfig, ['ROLE_LITE_USER']));
    expect(visible).toEqual([
      '/dashboard',
      '/projects',
      '/library',
      '/authorizations',
      '/auth-library',
      '/datasets',
      '/storage/pdfs',
      '/billing/pricing',
    ]);
  });

  it('shows a lite admin the billing pages and, as an admin, My Workflows', () => {
    const visible = urls(filterNavigation(navigationConfig, ['ROLE_LITE_ADMIN']));
    expect(visible).toContain('/billing/invoices');
    expect(visible).toContain('/workflows');
  });

  it('shows a flow user My Workflows but not the admin billing pages', () => {
    expect(urls(filterNavigation(navigationConfig, ['ROLE_FLOW_USER']))).toContain('/workflows');
    expect(urls(filterNavigation(navigationConfig, ['ROLE_FLOW_USER']))).not.toContain('/billing/invoices');
  });

  it('shows a guest nothing, not even a lone divider', () => {
    expect(filterNavigation(navigationConfig, [])).toEqual([]);
  });

  it('drops emptied groups and dividers at an edge or doubled', () => {
    const items: NavItem[] = [
      { id: 'd0', title: '', type: 'divider' },
      { id: 'a', title: 'A', type: 'item', url: '/a' },
      {
        id: 'g',
        title: 'G',
        type: 'group',
        children: [{ id: 'b', title: 'B', type: 'item', url: '/b', auth: 'team:manage' }],
      },
      { id: 'd1', title: '', type: 'divider' },
      { id: 'd2', title: '', type: 'divider' },
      { id: 'c', title: 'C', type: 'item', url: '/c' },
      { id: 'd3', title: '', type: 'divider' },
    ];
    expect(filterNavigation(items, ['ROLE_FLOW_USER']).map((item) => item.id)).toEqual(['a', 'd2', 'c']);
  });
});

describe('flattenNavigation', () => {
  it('keeps items only, depth first', () => {
    expect(flattenNavigation(navigationConfig).map((item) => item.id)).toEqual([
      'dashboard',
      'projects',
      'workflows',
      'library',
      'authorizations',
      'auth-library',
      'datasets',
      'pdfs',
      'pricing',
      'invoices',
      'paymethod',
    ]);
  });
});

describe('active items', () => {
  const workflows: NavItem = { id: 'w', title: 'W', type: 'item', url: '/workflows', exact: true };
  const library: NavItem = { id: 'l', title: 'L', type: 'item', url: '/library' };

  it('matches an exact item on its url only', () => {
    expect(isUrlActive(workflows, '/workflows')).toBe(true);
    expect(isUrlActive(workflows, '/workflows/search')).toBe(false);
  });

  it('matches other items below their url, not on a shared prefix', () => {
    expect(isUrlActive(library, '/library/itemplates/7')).toBe(true);
    expect(isUrlActive(library, '/library-old')).toBe(false);
  });

  it('finds an active child', () => {
    const group: NavItem = { id: 'g', title: 'G', type: 'collapse', children: [workflows, library] };
    expect(hasActiveChild(group, '/library/itemplates')).toBe(true);
    expect(hasActiveChild(group, '/datasets')).toBe(false);
  });
});
