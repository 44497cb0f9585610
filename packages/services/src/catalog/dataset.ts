import { defineService, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';

const Row = z.record(z.string(), z.unknown());
const Filter = z.record(z.string(), z.unknown()).default({});

/** Dataset steps: read and change the team's datasets (tables managed in the app) through the datasets port. */
export const datasetService = defineService({
  descriptor: {
    id: 'data.dataset',
    name: 'Dataset',
    category: 'Data',
    icon: 'table_chart',
    description: 'Finds, adds, changes or removes rows of one of your datasets.',
    kind: 'action',
    actions: [
      { id: 'query', name: 'Find rows', description: 'Rows matching the filter' },
      { id: 'insert', name: 'Add rows', description: 'Add one row or a list of rows' },
      { id: 'update', name: 'Change rows', description: 'Set values on the rows matching the filter' },
      { id: 'delete', name: 'Remove rows', description: 'Remove the rows matching the filter' },
    ],
    inputs: [
      required('datasetId', 'Dataset', 'string'),
      field('filter', 'Filter', 'json', {
        actions: ['query', 'update', 'delete'],
        help: '{column: value, ...}',
      }),
      field('limit', 'At most', 'number', { actions: ['query'], default: 100 }),
      field('offset', 'Skip', 'number', { actions: ['query'], default: 0 }),
      field('rows', 'Rows', 'json', { actions: ['insert'], help: 'One row object or a list of them' }),
      field('values', 'Values', 'keyvalue', { actions: ['update'] }),
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
  params: z.object({
    datasetId: z.string().min(1),
    filter: Filter,
    limit: z.coerce.number().int().min(1).max(10_000).default(100),
    offset: z.coerce.number().int().min(0).default(0),
    rows: z.union([Row, z.array(Row)]).optional(),
    values: Row.default({}),
  }),
  execute: async (ctx) => {
    const { datasetId, filter, limit, offset, rows, values } = ctx.params;
    const datasets = ctx.ports.datasets;
    switch (ctx.node.action) {
      case 'query': {
        const found = await datasets.query({ datasetId, filter, limit, offset });
        return { output: { rows: found, count: found.length } };
      }
      case 'insert': {
        const list = rows === undefined ? [] : Array.isArray(rows) ? rows : [rows];
        if (list.length === 0)
          throw new UserError('Add rows needs at least one row', {
            code: 'DATASET_NO_ROWS',
            nodeId: ctx.node.id,
          });
        return { output: await datasets.insert(datasetId, list) };
      }
      case 'update':
        return { output: await datasets.update(datasetId, filter, values) };
      default:
        return { output: await datasets.remove(datasetId, filter) };
    }
  },
});
