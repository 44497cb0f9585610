import { z } from 'zod';

export const MapperFunctionCategory = z.enum([
  'text',
  'number',
  'date',
  'array',
  'object',
  'encoding',
  'hashing',
]);
export type MapperFunctionCategory = z.infer<typeof MapperFunctionCategory>;

/** A mapper function as `GET api/mapper-library/functions` lists it. */
export const MapperFunction = z.object({
  /** Called as `$name(...)` inside `{{ }}`. */
  name: z.string(),
  signature: z.string(),
  description: z.string(),
  /** An expression using the function. */
  example: z.string(),
  /** What `example` evaluates to. */
  exampleResult: z.unknown(),
  category: MapperFunctionCategory,
});
export type MapperFunction = z.infer<typeof MapperFunction>;

export const DataSourceItemData = z.object({
  title: z.string(),
  isDuplicate: z.boolean(),
  isArray: z.boolean(),
  /** The mapping path the designer inserts when the item is picked ('steps.n1.body.id'). */
  path: z.string().optional(),
  /** JSON type of the value at the path. */
  valueType: z.string().optional(),
});
export type DataSourceItemData = z.infer<typeof DataSourceItemData>;

export const DataSourceTreeItem = z.object({
  id: z.string(),
  children: z.array(z.string()),
  hasChildren: z.boolean(),
  isExpanded: z.boolean(),
  isChildrenLoading: z.boolean(),
  data: DataSourceItemData,
});
export type DataSourceTreeItem = z.infer<typeof DataSourceTreeItem>;

/** A flat tree: items by id, children listed by id (the shape tree components take). */
export const DataSourcesTree = z.object({
  rootId: z.string(),
  items: z.record(z.string(), DataSourceTreeItem),
});
export type DataSourcesTree = z.infer<typeof DataSourcesTree>;

export const DATA_SOURCES_ROOT_ID = 'root';

/** The empty tree the designer falls back to when data sources cannot be loaded. */
export function defaultDataSourcesTree(): DataSourcesTree {
  return {
    rootId: DATA_SOURCES_ROOT_ID,
    items: {
      [DATA_SOURCES_ROOT_ID]: {
        id: DATA_SOURCES_ROOT_ID,
        children: [],
        hasChildren: false,
        isExpanded: true,
        isChildrenLoading: false,
        data: { title: 'root', isDuplicate: false, isArray: false },
      },
    },
  };
}
