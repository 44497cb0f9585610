import { type DatasetWhere, defineStep, prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

const Row = z.record(z.string(), z.unknown());
const Operator = z.enum(['contains', 'startsWith', 'endsWith', 'matches', 'gt', 'lt', 'equals']);
const Condition = z.object({
  column: z.string().min(1),
  operator: Operator,
  value: z.union([z.string(), z.number(), z.boolean()]),
});
const Scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The filter a step gives, in any of three forms, made into one `DatasetWhere`:
 * `{column: value, ...}` (every column equals its value), a list of conditions (all hold), or
 * `{join: "and" | "or", conditions: [...]}`.
 */
export const StepFilter = z
  .union([
    z.object({ join: z.enum(['and', 'or']).default('and'), conditions: z.array(Condition).max(50) }),
    z.array(Condition).max(50),
    z.record(z.string(), Scalar),
  ])
  .default({})
  .transform(
    (filter): DatasetWhere =>
      Array.isArray(filter)
        ? { join: 'and', conditions: filter }
        : 'conditions' in filter && Array.isArray(filter.conditions)
          ? { join: filter.join === 'or' ? 'or' : 'and', conditions: filter.conditions }
          : {
              join: 'and',
              conditions: Object.entries(z.record(z.string(), Scalar).parse(filter)).map(
                ([column, value]) => ({
                  column,
                  operator: 'equals' as const,
                  value,
                }),
              ),
            },
  );

const FILTER_ACTIONS = ['find', 'count', 'update', 'delete'];
const ROW_ACTIONS = ['insert', 'upsert'];

/** Dataset steps: read and change the team's datasets (tables managed in the app) through the datasets port. */
export const datasetService = defineStep({
  descriptor: {
    id: 'data.dataset',
    name: 'Dataset',
    category: 'Data',
    icon: 'table_chart',
    description: 'Finds, counts, adds, changes or removes rows of one of your datasets.',
    kind: 'action',
    actions: [
      { id: 'find', name: 'Find rows', description: 'Rows matching the filter, sorted, a page at a time' },
      { id: 'count', name: 'Count rows', description: 'How many rows match the filter' },
      { id: 'insert', name: 'Add rows', description: 'Add one row or a list of rows' },
      { id: 'update', name: 'Change rows', description: 'Set values on the rows matching the filter' },
      {
        id: 'upsert',
        name: 'Add or change rows',
        description: 'Add each row, or change the row with the same key column value',
      },
      { id: 'delete', name: 'Remove rows', description: 'Remove the rows matching the filter' },
    ],
    outputSchema: objectSchema({
      rows: { type: 'array', items: { type: 'object' } },
      count: { type: 'number' },
      inserted: { type: 'number' },
      updated: { type: 'number' },
      removed: { type: 'number' },
    }),
    outputHandles: MAIN_OUTPUT,
    planFeature: 'datasets',
  },
  props: {
    datasetId: prop.dataset({ label: 'Dataset', required: true }),
    filter: prop.json({
      label: 'Filter',
      actions: FILTER_ACTIONS,
      help: '{"column": value} or [{"column", "operator": contains|startsWith|endsWith|matches|gt|lt|equals, "value"}] or {"join": "or", "conditions": [...]}',
      schema: StepFilter,
    }),
    sort: prop.string({ label: 'Sort by column', actions: ['find'] }),
    direction: prop.select({
      label: 'Direction',
      actions: ['find'],
      options: ['asc', 'desc'],
      default: 'asc',
    }),
    limit: prop.number({ label: 'At most', actions: ['find'], default: 100, int: true, min: 1, max: 10_000 }),
    offset: prop.number({ label: 'Skip', actions: ['find'], default: 0, int: true, min: 0 }),
    rows: prop.json({
      label: 'Rows',
      actions: ROW_ACTIONS,
      help: 'One row object or a list of them',
      schema: z.union([Row, z.array(Row).max(10_000)]).optional(),
    }),
    values: prop.keyvalue({ label: 'Values', actions: ['update'], schema: Row.default({}) }),
  },
  execute: async (ctx) => {
    const { datasetId, filter, sort, direction, limit, offset, rows, values } = ctx.params;
    const datasets = ctx.ports.datasets;
    const list = rows === undefined ? [] : Array.isArray(rows) ? rows : [rows];
    const needRows = () => {
      if (list.length === 0)
        throw new UserError('This action needs at least one row', {
          code: 'DATASET_NO_ROWS',
          nodeId: ctx.node.id,
        });
    };
    switch (ctx.node.action) {
      case 'find': {
        const found = await datasets.find({
          datasetId,
          where: filter,
          ...(sort ? { sort: { column: sort, direction } } : {}),
          limit,
          offset,
        });
        return { output: { rows: found, count: found.length } };
      }
      case 'count':
        return { output: { count: await datasets.count(datasetId, filter) } };
      case 'insert':
        needRows();
        return { output: await datasets.insert(datasetId, list) };
      case 'upsert':
        needRows();
        return { output: await datasets.upsert(datasetId, list) };
      case 'update':
        return { output: await datasets.update(datasetId, filter, values) };
      case 'delete':
        return { output: await datasets.remove(datasetId, filter) };
      default:
        throw new UserError(`Unknown dataset action "${ctx.node.action}"`, {
          code: 'UNKNOWN_ACTION',
          nodeId: ctx.node.id,
        });
    }
  },
});
