import { APP_NODE_MAPPINGS } from './app-nodes/index.js';
import { CORE_NODE_MAPPINGS } from './core-nodes/index.js';
import type { NodeMapping } from './mapping-types.js';

export { APP_NODE_MAPPINGS, CORE_NODE_MAPPINGS };

export const N8N_NODE_MAPPINGS: readonly NodeMapping[] = [...CORE_NODE_MAPPINGS, ...APP_NODE_MAPPINGS];

/** The table's row for an n8n node type and version, if any. */
export function mappingFor(
  type: string,
  version: number | undefined,
  table: readonly NodeMapping[] = N8N_NODE_MAPPINGS,
): NodeMapping | undefined {
  const v = version ?? 1;
  return table.find(
    (row) =>
      row.types.includes(type) &&
      (row.versions?.min === undefined || v >= row.versions.min) &&
      (row.versions?.max === undefined || v <= row.versions.max),
  );
}
