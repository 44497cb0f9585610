import { DATA_SOURCES_ROOT_ID, type DataSourcesTree, type DataSourceTreeItem } from '@flowlane/contracts';

const MAX_ITEMS = 2000;
const SIMPLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** How the mapper writes a key into a path: bare when JSONata allows, in backticks otherwise. */
export function pathSegment(key: string): string {
  return SIMPLE_NAME.test(key) ? key : `\`${key.replace(/`/g, '')}\``;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

class TreeBuilder {
  readonly items: Record<string, DataSourceTreeItem> = {};
  private count = 0;

  add(id: string, title: string, path: string, valueType: string, isArray: boolean): DataSourceTreeItem {
    const item: DataSourceTreeItem = {
      id,
      children: [],
      hasChildren: false,
      isExpanded: false,
      isChildrenLoading: false,
      data: { title, isDuplicate: false, isArray, path, valueType },
    };
    this.items[id] = item;
    this.count += 1;
    return item;
  }

  full(): boolean {
    return this.count >= MAX_ITEMS;
  }

  /** Children of a value: object keys, or the first item of a list (the mapper picks a field of items). */
  fromValue(parent: DataSourceTreeItem, value: unknown, path: string, depth: number): void {
    if (depth > 8 || this.full()) return;
    const sample = Array.isArray(value) ? value[0] : value;
    if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) return;
    const seen = new Set<string>();
    for (const [key, child] of Object.entries(sample)) {
      if (this.full()) return;
      const childPath = `${path}.${pathSegment(key)}`;
      const item = this.add(`${parent.id}/${key}`, key, childPath, typeOf(child), Array.isArray(child));
      item.data.isDuplicate = seen.has(key.toLowerCase());
      seen.add(key.toLowerCase());
      parent.children.push(item.id);
      this.fromValue(item, child, childPath, depth + 1);
    }
    parent.hasChildren = parent.children.length > 0;
  }

  fromSchema(parent: DataSourceTreeItem, schema: unknown, path: string, depth: number): void {
    if (depth > 8 || this.full() || schema === null || typeof schema !== 'object') return;
    const items: unknown = Reflect.get(schema, 'items');
    const target =
      Reflect.get(schema, 'type') === 'array' && items && typeof items === 'object' ? items : schema;
    const properties: unknown = Reflect.get(target, 'properties');
    if (properties === null || typeof properties !== 'object') return;
    for (const [key, child] of Object.entries(properties)) {
      if (this.full()) return;
      const childPath = `${path}.${pathSegment(key)}`;
      const type = child && typeof child === 'object' ? Reflect.get(child, 'type') : undefined;
      const valueType = typeof type === 'string' ? type : 'unknown';
      const item = this.add(`${parent.id}/${key}`, key, childPath, valueType, valueType === 'array');
      parent.children.push(item.id);
      this.fromSchema(item, child, childPath, depth + 1);
    }
    parent.hasChildren = parent.children.length > 0;
  }
}

/**
 * One step's branch of the tree from its output schema alone (id, title and path of the branch, then the
 * schema's fields under it): what the designer shows for a step the server has not seen yet.
 */
export function schemaSourceItems(
  id: string,
  title: string,
  path: string,
  schema: unknown,
): Record<string, DataSourceTreeItem> {
  const builder = new TreeBuilder();
  builder.fromSchema(builder.add(id, title, path, 'object', false), schema, path, 0);
  return builder.items;
}

export interface DataSource {
  /** The step id (its outputs are at `steps.<id>`), or 'trigger'. */
  id: string;
  title: string;
  /** The last run's output of the step, when there is one. */
  sample?: unknown;
  /** The service's output schema, used when there is no sample. */
  schema?: Record<string, unknown>;
}

/**
 * The mapper's data-sources tree: one branch per earlier step (and the trigger), built from the last run's
 * outputs or, without them, from the services' output schemas. Capped at 2000 items.
 */
export function buildDataSourcesTree(sources: readonly DataSource[]): DataSourcesTree {
  const builder = new TreeBuilder();
  const root = builder.add(DATA_SOURCES_ROOT_ID, 'root', '', 'object', false);
  root.isExpanded = true;
  delete root.data.path;
  for (const source of sources) {
    const path = source.id === 'trigger' ? 'trigger' : `steps.${pathSegment(source.id)}`;
    const item = builder.add(`${DATA_SOURCES_ROOT_ID}/${source.id}`, source.title, path, 'object', false);
    root.children.push(item.id);
    if (source.sample !== undefined) {
      item.data.isArray = Array.isArray(source.sample);
      item.data.valueType = typeOf(source.sample);
      builder.fromValue(item, source.sample, path, 0);
    } else if (source.schema) {
      builder.fromSchema(item, source.schema, path, 0);
    }
  }
  root.hasChildren = root.children.length > 0;
  return { rootId: DATA_SOURCES_ROOT_ID, items: builder.items };
}
