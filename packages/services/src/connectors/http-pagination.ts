import { headerValue, type ResponseHeaders } from './http-response.js';
import type { HttpPagination } from './http-schema.js';
import { getByPath } from './json-path.js';

export interface FetchedPage {
  url: string;
  status: number;
  headers: ResponseHeaders;
  body: unknown;
}

export const DEFAULT_MAX_PAGES = 100;

/** `<https://api/x?page=2>; rel="next", <...>; rel="last"` → the URL whose rel list includes `next`. */
export function nextFromLinkHeader(link: string | undefined): string | undefined {
  if (link === undefined) return undefined;
  for (const match of link.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const [, target, params = ''] = match;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1];
    if (target !== undefined && rel?.toLowerCase().split(/\s+/).includes('next')) return target;
  }
  return undefined;
}

/** The page's items: the value at `itemsPath`, or the body itself when it is an array. */
export function itemsOf(body: unknown, itemsPath: string | undefined): unknown[] | undefined {
  const value = itemsPath === undefined ? body : getByPath(body, itemsPath);
  return Array.isArray(value) ? value : undefined;
}

function withParam(url: string, param: string, value: number): string {
  const next = new URL(url);
  next.searchParams.set(param, String(value));
  return next.href;
}

function resolveAgainst(target: unknown, base: string): string | undefined {
  if (typeof target !== 'string' || target.trim() === '') return undefined;
  try {
    return new URL(target, base).href;
  } catch {
    return undefined;
  }
}

type Paginated = Exclude<HttpPagination, { mode: 'none' }>;

function counterOf(pagination: Paginated): { param: string; value: number } | undefined {
  if (pagination.mode === 'page') return { param: pagination.param ?? 'page', value: pagination.start ?? 1 };
  if (pagination.mode === 'offset')
    return { param: pagination.param ?? 'offset', value: pagination.start ?? 0 };
  return undefined;
}

export interface PaginationResult<P extends FetchedPage> {
  pages: P[];
  /** Every page's items concatenated, when every page had an item list. */
  items: unknown[] | undefined;
  /** True when `maxPages` stopped the walk while another page was announced. */
  morePages: boolean;
}

/**
 * Walks the pages from `firstUrl`. Stops at the last page (no next link, or an empty page for the
 * counter modes), at an error status, at `maxPages`, or when a next link points at a page already read
 * (an API that links a page to itself would otherwise loop until `maxPages`).
 */
export async function paginate<P extends FetchedPage>(
  pagination: Paginated,
  firstUrl: string,
  fetchPage: (url: string) => Promise<P>,
): Promise<PaginationResult<P>> {
  const maxPages = pagination.maxPages ?? DEFAULT_MAX_PAGES;
  const counter = counterOf(pagination);
  let url = counter ? withParam(firstUrl, counter.param, counter.value) : firstUrl;
  const seen = new Set<string>();
  const pages: P[] = [];
  let allItems: unknown[] | undefined = [];
  let morePages = false;

  for (;;) {
    seen.add(url);
    const page = await fetchPage(url);
    pages.push(page);
    const items = itemsOf(page.body, pagination.itemsPath);
    allItems = allItems && items ? allItems.concat(items) : undefined;
    if (page.status >= 400) break;

    let next: string | undefined;
    if (pagination.mode === 'nextUrlFromBody')
      next = resolveAgainst(getByPath(page.body, pagination.path), page.url);
    else if (pagination.mode === 'linkHeader') {
      next = resolveAgainst(nextFromLinkHeader(headerValue(page.headers, 'link')), page.url);
    } else if (counter && items !== undefined && items.length > 0) {
      counter.value += pagination.mode === 'page' ? (pagination.step ?? 1) : items.length;
      next = withParam(url, counter.param, counter.value);
    }
    if (next === undefined || seen.has(next)) break;
    if (pages.length >= maxPages) {
      morePages = true;
      break;
    }
    url = next;
  }
  return { pages, items: allItems, morePages };
}
