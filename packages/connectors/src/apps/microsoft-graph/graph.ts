import { z } from 'zod';
import type { AppAuth, AppRequest, OperationContext, PaginationSpec } from '../../kit/app.js';

/**
 * What the Microsoft 365 apps (Outlook, Teams, Excel, OneDrive) share: Microsoft Graph v1.0
 * (https://learn.microsoft.com/en-us/graph/api/overview), the `microsoft` OAuth2 authorization, errors as
 * `{ error: { code, message } }`, and collections as `{ value: [...] }` paged by `@odata.nextLink` (a
 * full URL carrying `$skiptoken` and the request's own query) with `$top` as the page size.
 */

export const GRAPH_BASE_URL = 'https://graph.microsoft.com/v1.0';

export const graphAuth: AppAuth = { templates: ['microsoft'], kinds: ['oauth2'] };

const GraphError = z.object({ error: z.object({ code: z.string().optional(), message: z.string() }) });

/** Graph's error as one line: its code (`itemNotFound`) and its message. */
export function graphErrorMessage(body: unknown): string | undefined {
  const error = GraphError.safeParse(body).data?.error;
  if (!error) return undefined;
  return error.code ? `${error.code}: ${error.message}` : error.message;
}

/** A Graph collection's pages: `value`, then `@odata.nextLink` until there is none. */
export function graphPages(options: { top: boolean; maxPageSize?: number }): PaginationSpec {
  return {
    mode: 'nextUrl',
    itemsPath: 'value',
    nextPath: '["@odata.nextLink"]',
    ...(options.top ? { sizeParam: '$top' } : {}),
    ...(options.maxPageSize ? { maxPageSize: options.maxPageSize } : {}),
  };
}

/** A text as an OData string literal (`'it''s'`). */
export const odataString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A drive path (`Reports/2026/q1.xlsx`) with each segment URL-encoded and no empty segments. */
export function encodedDrivePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment.trim() !== '')
    .map(encodeURIComponent)
    .join('/');
}

/**
 * A Graph time as a text that sorts in time order: Graph writes seconds with or without a fraction
 * (`…:00Z`, `…:00.123Z`), which do not sort as text side by side.
 */
export function sortableTime(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}

const Page = z.object({ value: z.array(z.unknown()), '@odata.nextLink': z.string().optional() });

/**
 * A Graph collection walked in a code escape (for a path the kit's template cannot say, such as
 * `root:/{path}:/children`): `$top` pages, then each `@odata.nextLink`, until `limit` items or the end;
 * the same `{ items, count, more }` as the kit's own lists.
 */
export async function walkGraphPages(
  request: OperationContext<unknown>['request'],
  first: { path: string; query?: Record<string, unknown> },
  options: { returnAll: boolean; limit: number; maxPageSize: number },
): Promise<{ items: unknown[]; count: number; more: boolean }> {
  const top = options.returnAll ? options.maxPageSize : Math.min(options.maxPageSize, options.limit);
  const items: unknown[] = [];
  let next: AppRequest | undefined = {
    method: 'GET',
    path: first.path,
    query: { ...first.query, $top: top },
  };
  const seen = new Set<string>();
  while (next) {
    const page = Page.parse((await request(next)).body);
    items.push(...page.value);
    const link = page['@odata.nextLink'];
    if (!options.returnAll && items.length >= options.limit) {
      return {
        items: items.slice(0, options.limit),
        count: options.limit,
        more: items.length > options.limit || !!link,
      };
    }
    next = link && !seen.has(link) ? { method: 'GET', path: link, withAuth: true } : undefined;
    if (link) seen.add(link);
  }
  return { items, count: items.length, more: false };
}
