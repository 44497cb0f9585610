import { z } from 'zod';

/*
 * How every list of the API pages, searches and sorts, written once: a list route's query spreads
 * `pageQuery()` (and `search` where it searches), and its answer is `Page(item)`.
 */

/** `page` (from 0) and `pageSize` query parameters, with the list's own default and largest page size. */
export const pageQuery = ({ size = 20, max = 100 }: { size?: number; max?: number } = {}) => ({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(max).default(size),
});

/** A list's free-text search (by name). */
export const ListSearch = z.string().max(200).optional();

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** One page of a list: its items, how many there are in all, and where the page is. */
export const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
