import type { DatasetColumn, DatasetColumnType } from './schemas.js';

/** A column's values as the step hands them out (date-times as ISO text, JSON as it is). */
function valueSchema(type: DatasetColumnType): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'json':
      return {};
  }
}

/**
 * The output of a `data.dataset` step on a known dataset: "Find rows" gives rows keyed by the dataset's
 * column names (what the port returns), so the mapper's data sources list the columns under `rows`.
 */
export function datasetStepOutputSchema(
  columns: readonly DatasetColumn[],
  action: string,
): Record<string, unknown> {
  const number = { type: 'number' };
  switch (action) {
    case 'find':
      return {
        type: 'object',
        properties: {
          rows: {
            type: 'array',
            items: {
              type: 'object',
              properties: Object.fromEntries(columns.map((c) => [c.name, valueSchema(c.type)])),
            },
          },
          count: number,
        },
      };
    case 'count':
      return { type: 'object', properties: { count: number } };
    case 'insert':
      return { type: 'object', properties: { inserted: number } };
    case 'upsert':
      return { type: 'object', properties: { inserted: number, updated: number } };
    case 'update':
      return { type: 'object', properties: { updated: number } };
    default:
      return { type: 'object', properties: { removed: number } };
  }
}
