import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mayEnter, RequireAccess } from '../auth';
import { filterNavigation, flattenNavigation, navigationConfig } from '../shell';
import { routes } from './routes';

const ROLE_SETS = [[], ['ROLE_LITE_USER'], ['ROLE_LITE_ADMIN'], ['ROLE_FLOW_USER'], ['ROLE_FLOW_ADMIN']];

/** Whether the route table lets these roles open a path: every guard on the matched branch allows. */
function routeAllows(path: string, roles: string[]): boolean {
  const matches = matchRoutes(routes as RouteObject[], path);
  if (!matches) throw new Error(`no route matches ${path}`);
  return matches.every(({ route }) => {
    const element = route.element;
    if (
      !isValidElement<{ access: Parameters<typeof mayEnter>[0] }>(element) ||
      element.type !== RequireAccess
    )
      return true;
    return mayEnter(element.props.access, roles);
  });
}

describe('what the menu shows is what the URL opens', () => {
  const menuUrls = flattenNavigation(navigationConfig).flatMap((item) => (item.url ? [item.url] : []));

  it.each(ROLE_SETS)('roles %j: every menu entry opens, every hidden one is refused', (...roles) => {
    const shown = new Set(
      flattenNavigation(filterNavigation(navigationConfig, roles)).map((item) => item.url),
    );
    for (const url of menuUrls)
      expect(routeAllows(url, roles), `${url} for ${roles.join()}`).toBe(shown.has(url));
  });

  it('refuses a lite user the designer, the workflow search and the billing admin pages, as the menu hides them', () => {
    const lite = ['ROLE_LITE_USER'];
    for (const path of ['/workflows', '/workflows/search', '/flow/1c7f4c8e-4c1e-4a8e-9a36-1d4b2a3c4d5e'])
      expect(routeAllows(path, lite), path).toBe(false);
    for (const path of ['/billing/invoices', '/billing/paymethod', '/billing/paymethod/change'])
      expect(routeAllows(path, lite), path).toBe(false);
    expect(routeAllows('/flow/x', ['ROLE_LITE_ADMIN'])).toBe(true);
    expect(routeAllows('/dashboard', lite)).toBe(true);
  });
});
