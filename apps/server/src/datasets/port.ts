import type { DatasetColumn, DatasetFilter } from '@flowlane/contracts';
import { type DatasetRow, type DatasetsPort, type DatasetWhere, UserError } from '@flowlane/engine';
import { planOf } from '../accounts/plans.js';
import {
  type DatasetRecord,
  type Db,
  DuplicateKeyError,
  datasetsRepository,
  type RunRecord,
  teamsRepository,
} from '../db/index.js';
import { featureMissingMessage } from '../runs/plan-checks.js';
import { DatasetInputError, isInvalidRegex, rowValues, typedFilter } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The datasets' errors as the step's user errors (no retries; the run log shows the message). */
async function asStepErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof UserError) throw error;
    if (error instanceof DatasetInputError) throw new UserError(error.message, { code: 'DATASET_INPUT' });
    if (error instanceof DuplicateKeyError)
      throw new UserError('Another row already has this key value; key values are unique.', {
        code: 'DATASET_DUPLICATE_KEY',
      });
    if (isInvalidRegex(error))
      throw new UserError('The "matches" pattern is not a valid regular expression, or took too long.', {
        code: 'DATASET_INPUT',
      });
    throw error;
  }
}

/**
 * The datasets port of one run: the run's team's datasets only, columns named by their names (or ids),
 * values converted by the same rules as the API. Each write is one statement (see the repository), so
 * concurrent runs never lose each other's changes. The plan is checked again here: a run queued before
 * a downgrade is refused with the plan message at its first dataset step.
 */
export function databaseDatasets(db: Db): (run: Pick<RunRecord, 'teamId'>) => DatasetsPort {
  const repo = datasetsRepository(db);
  return (run) => {
    let planChecked: Promise<void> | undefined;
    const checkPlan = () => {
      planChecked ??= (async () => {
        const team = await teamsRepository(db).get(run.teamId);
        const plan = planOf(team?.planGuid ?? '');
        if (!plan.datasets)
          throw new UserError(featureMissingMessage(plan, 'datasets'), { code: 'PLAN_LIMIT' });
      })();
      return planChecked;
    };
    const load = async (ref: string): Promise<DatasetRecord> => {
      await checkPlan();
      const found = UUID.test(ref) ? await repo.get(run.teamId, ref) : await repo.findByName(run.teamId, ref);
      if (!found) throw new UserError(`Dataset ${ref} not found.`, { code: 'DATASET_NOT_FOUND' });
      return found;
    };
    const column = (dataset: DatasetRecord, name: string): DatasetColumn => {
      const found =
        dataset.columns.find((c) => c.name === name) ?? dataset.columns.find((c) => c.id === name);
      if (!found)
        throw new UserError(`The dataset ${dataset.name} has no column "${name}".`, {
          code: 'DATASET_INPUT',
        });
      return found;
    };
    const filterOf = (dataset: DatasetRecord, where: DatasetWhere | undefined) => {
      if (!where || where.conditions.length === 0) return undefined;
      const filter: DatasetFilter = {
        join: where.join,
        columns: where.conditions.map((c) => ({
          column: column(dataset, c.column).id,
          join: 'and',
          conditions: [{ operator: c.operator, value: c.value }],
        })),
      };
      return typedFilter(dataset, filter);
    };
    const stored = (dataset: DatasetRecord, row: DatasetRow) =>
      rowValues(
        dataset,
        Object.fromEntries(Object.entries(row).map(([name, value]) => [column(dataset, name).id, value])),
      );
    const named = (dataset: DatasetRecord, data: Record<string, unknown>): DatasetRow =>
      Object.fromEntries(dataset.columns.map((c) => [c.name, data[c.id] ?? null]));

    return {
      find: (query) =>
        asStepErrors(async () => {
          const dataset = await load(query.datasetId);
          const { rows } = await repo.page(run.teamId, dataset, {
            filter: filterOf(dataset, query.where),
            order: query.sort
              ? { columnId: column(dataset, query.sort.column).id, direction: query.sort.direction }
              : undefined,
            offset: query.offset,
            limit: query.limit,
            withTotal: false,
          });
          return rows.map((r) => named(dataset, r.data));
        }),
      count: (datasetId, where) =>
        asStepErrors(async () => {
          const dataset = await load(datasetId);
          return repo.countWhere(run.teamId, dataset.id, filterOf(dataset, where));
        }),
      insert: (datasetId, rows) =>
        asStepErrors(async () => {
          const dataset = await load(datasetId);
          const written = await repo.insertRows(
            run.teamId,
            dataset,
            rows.map((r) => stored(dataset, r)),
            undefined,
            false,
          );
          return { inserted: written.length };
        }),
      update: (datasetId, where, values) =>
        asStepErrors(async () => {
          const dataset = await load(datasetId);
          const rows = await repo.updateRows(
            run.teamId,
            dataset,
            { filter: filterOf(dataset, where) },
            stored(dataset, values),
          );
          return { updated: rows.length };
        }),
      upsert: (datasetId, rows) =>
        asStepErrors(async () => {
          const dataset = await load(datasetId);
          const key = dataset.keyColumnId;
          if (!key)
            throw new UserError(
              `The dataset ${dataset.name} has no key column; choose one on the dataset's page to add or change rows by key.`,
              { code: 'DATASET_NO_KEY' },
            );
          const values = rows.map((r) => {
            const cells = stored(dataset, r);
            if (cells[key] === undefined || cells[key] === null)
              throw new UserError(`Each row needs a value in the key column ${column(dataset, key).name}.`, {
                code: 'DATASET_INPUT',
              });
            // In an upsert a null means "leave as is" (use Change rows to clear a cell).
            return Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== null));
          });
          return repo.upsertRows(run.teamId, dataset, values);
        }),
      remove: (datasetId, where) =>
        asStepErrors(async () => {
          const dataset = await load(datasetId);
          return {
            removed: await repo.deleteRows(run.teamId, dataset.id, { filter: filterOf(dataset, where) }),
          };
        }),
    };
  };
}
