import { z } from 'zod';
import {
  type ColumnFilter,
  decodeFilter,
  decodeSort,
  encodeFilter,
  encodeSort,
  FILTER_JOINS,
  type FilterJoin,
  intParam,
  type SortState,
  type TableDefaults,
} from './table-state';
import { useUrlParams } from './use-url-params';

/**
 * How every list keeps its state in the URL (STYLE.md habit 11: how a list pages, sorts, searches and
 * filters is written once). A list describes its state as one zod object of `listParam` fields; each field
 * is a codec between the query string and its typed value that knows its own query key, so the state's
 * names need not be the URL's (`search` is `?q=`, `filters` is `?filter=`). Reading never fails: a value a
 * hand-edited URL spoils reads as the field's default. Writing leaves out every value equal to its default.
 */
const Query = z.instanceof(URLSearchParams);

/** One field of a list's URL state. */
export type ListParam<T> = z.ZodCodec<typeof Query, z.ZodType<T>>;
/** A list's URL state: a zod object of `listParam` fields. */
export type ListSchema = z.ZodObject<Record<string, ListParam<unknown>>>;
/** The typed state a list schema describes. */
export type ListParamsOf<S extends ListSchema> = z.output<S>;

/**
 * A field kept under `key`: `read` turns the key's values (none, one, or several for a repeated key) into
 * the value; `write` gives the values to keep for one, and those of the default (an empty URL's) are left out.
 */
function field<T>(key: string, read: (values: string[]) => T, write: (value: T) => string[]): ListParam<T> {
  const fallback = write(read([]));
  const isDefault = (values: string[]) =>
    values.length === fallback.length && values.every((value, i) => value === fallback[i]);
  return z.codec(Query, z.custom<T>(), {
    decode: (query) => read(query.getAll(key)),
    encode: (value) => {
      const values = write(value);
      const query = new URLSearchParams();
      if (!isDefault(values)) for (const text of values) query.append(key, text);
      return query;
    },
  });
}

const MAX_PAGE = 100_000;
const MAX_PAGE_SIZE = 100;
const isJoin = (value: string | undefined): value is FilterJoin =>
  FILTER_JOINS.some((join) => join === value);

/** The fields a list's URL state is made of. */
export const listParam = {
  /** `?page=`: the page shown, from 0. */
  page: (max = MAX_PAGE) =>
    field(
      'page',
      ([text]) => intParam(text ?? null, 0, 0, max),
      (page) => [String(page)],
    ),
  /** `?pageSize=`: rows per page. */
  pageSize: (fallback: number, max = MAX_PAGE_SIZE) =>
    field(
      'pageSize',
      ([text]) => intParam(text ?? null, fallback, 1, max),
      (size) => [String(size)],
    ),
  /** `?q=`: the search box's text. */
  search: () =>
    field(
      'q',
      ([text]) => text ?? '',
      (search) => (search ? [search] : []),
    ),
  /** A free text under `key` ('' when absent), such as a library's category. */
  text: (key: string) =>
    field(
      key,
      ([text]) => text ?? '',
      (text) => (text ? [text] : []),
    ),
  /** An id under `key` (a project filter's `?projectId=`); null, for all, when absent or empty. */
  id: (key: string) =>
    field(
      key,
      ([text]) => text || null,
      (id): string[] => (id ? [id] : []),
    ),
  /** One of a zod schema's values under `key` (a sort order, a status); `fallback` when absent or unknown. */
  choice: <T extends string, F extends T | null>(key: string, schema: z.ZodType<T>, fallback: F) =>
    field<T | F>(
      key,
      ([text]) => {
        const parsed = schema.safeParse(text);
        return parsed.success ? parsed.data : fallback;
      },
      (value): string[] => (value === null ? [] : [value]),
    ),
  /**
   * A structured value kept as JSON under `key` (the dataset grid's conditions), read with a zod schema
   * (a codec when the URL's shape differs from the state's); `fallback` when absent or not valid.
   */
  json: <T>(key: string, schema: z.ZodType<T>, fallback: T) =>
    field<T>(
      key,
      ([text]) => {
        if (text === undefined) return fallback;
        try {
          const parsed = schema.safeParse(JSON.parse(text));
          return parsed.success ? parsed.data : fallback;
        } catch {
          return fallback;
        }
      },
      (value) => [JSON.stringify(schema.encode(value))],
    ),
  /** A table's header sort, `?sort=name` or `?sort=-name` (descending). */
  sort: (fallback: SortState = null) =>
    field(
      'sort',
      ([text]) => (text === undefined ? fallback : decodeSort(text)),
      (sort): string[] => (sort ? [encodeSort(sort)] : []),
    ),
  /** A table's column filters, one `?filter=<column>.<operator>:<value>` each (the spec's six types). */
  filters: () =>
    field(
      'filter',
      (texts): ColumnFilter[] => texts.flatMap((text) => decodeFilter(text) ?? []),
      (filters) => filters.map(encodeFilter),
    ),
  /** `?join=or` when any filter may match instead of all. */
  join: () =>
    field(
      'join',
      ([text]): FilterJoin => (isJoin(text) ? text : 'and'),
      (join) => [join],
    ),
};

/** The fields of a table's state (`TableState`): header sort, page, page size, column filters and their join. */
export function tableParams(defaults: TableDefaults) {
  return {
    sort: listParam.sort(defaults.sort ?? null),
    page: listParam.page(),
    pageSize: listParam.pageSize(defaults.pageSize),
    filters: listParam.filters(),
    join: listParam.join(),
  };
}

/** The state a URL holds, defaults where it holds none or holds nonsense. */
export function readListParams<S extends ListSchema>(schema: S, query: URLSearchParams): ListParamsOf<S> {
  return schema.parse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, query])));
}

/** The URL of a state, in the schema's order of fields, defaults left out. */
export function writeListParams<S extends ListSchema>(schema: S, state: ListParamsOf<S>): URLSearchParams {
  const query = new URLSearchParams();
  for (const part of Object.values(schema.encode(state))) {
    if (part instanceof URLSearchParams) for (const [key, value] of part) query.append(key, value);
  }
  return query;
}

/**
 * A list's state kept in the URL, typed by its schema (declare the schema once, outside the component).
 * Updates build on the last one asked for, so a click followed at once by typing keeps both.
 */
export function useListParams<S extends ListSchema>(
  schema: S,
): [ListParamsOf<S>, (patch: Partial<ListParamsOf<S>>) => void] {
  return useUrlParams(
    (query) => readListParams(schema, query),
    (state) => writeListParams(schema, state),
  );
}
