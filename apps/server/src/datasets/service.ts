import {
  convertValue,
  DATASET_REGEX_MAX_LENGTH,
  DATASET_REGEX_MAX_SIZE,
  type Dataset,
  type DatasetColumn,
  type DatasetFilter,
  type DatasetRow,
  type Plan,
} from '@flowlane/contracts';
import { userRegexSize } from '@flowlane/engine';
import type { DatasetRecord, StoredRow } from '../db/index.js';
import type { TypedFilter } from '../db/repositories/dataset-filter.js';
import { planLimit } from '../http/errors.js';
import { featureMissingMessage } from '../runs/plan-checks.js';

/** A rule broken by the caller's input, with the field it concerns (the routes answer 400, steps fail as user errors). */
export class DatasetInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Datasets are a plan feature: every dataset route refuses without it, naming the feature and the pricing page. */
export function requireDatasetsPlan(plan: Plan): void {
  if (!plan.datasets) throw planLimit(featureMissingMessage(plan, 'datasets'));
}

export function datasetView(row: DatasetRecord, rowCount: number): Dataset {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    columns: row.columns,
    keyColumnId: row.keyColumnId,
    rowCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function rowView(row: StoredRow): DatasetRow {
  return {
    id: row.id,
    values: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function columnById(dataset: DatasetRecord, id: string): DatasetColumn {
  const column = dataset.columns.find((c) => c.id === id);
  if (!column) throw new DatasetInputError(`The dataset has no column ${id}.`, id);
  return column;
}

/** The first free slot (`c0` … `c19`), or undefined when all 20 are taken. */
export function freeSlot(columns: readonly DatasetColumn[]): string | undefined {
  const taken = new Set(columns.map((c) => c.id));
  for (let i = 0; i < 20; i++) if (!taken.has(`c${i}`)) return `c${i}`;
  return undefined;
}

/**
 * A "matches" pattern runs as PostgreSQL's `~`, which on PGlite runs on the server's own thread where no
 * statement timeout can stop it. So it must first parse as RE2 (no backreferences or lookarounds, the
 * constructs that need backtracking) and make a small automaton: then matching costs at most a bounded
 * amount of work per character (measured ~1 ms for a 2,000-character cell at the cap), never exponential.
 */
function checkPattern(pattern: string, column: string): void {
  if (pattern.length > DATASET_REGEX_MAX_LENGTH)
    throw new DatasetInputError(
      `A "matches" pattern has at most ${DATASET_REGEX_MAX_LENGTH} characters.`,
      column,
    );
  let size: number;
  try {
    size = userRegexSize(pattern);
  } catch {
    throw new DatasetInputError(
      'The "matches" pattern is not a regular expression this filter runs (RE2 syntax: no backreferences such as \\1, no lookahead or lookbehind).',
      column,
    );
  }
  if (size > DATASET_REGEX_MAX_SIZE)
    throw new DatasetInputError(
      'The "matches" pattern is too complex; use fewer or smaller repeats such as {1,30}.',
      column,
    );
}

/**
 * Checks a filter against the dataset's columns and makes comparison values the column's type
 * (a "greater than" on a number column compares numbers, on a date-time column instants).
 */
export function typedFilter(
  dataset: DatasetRecord,
  filter: DatasetFilter | undefined,
): TypedFilter | undefined {
  if (!filter) return undefined;
  return {
    join: filter.join,
    columns: filter.columns.map((group) => {
      const column = columnById(dataset, group.column);
      return {
        column,
        join: group.join,
        conditions: group.conditions.map((condition) => {
          if (condition.operator === 'matches') {
            const pattern = String(condition.value);
            checkPattern(pattern, column.name);
            return { ...condition, typed: pattern };
          }
          if (condition.operator === 'gt' || condition.operator === 'lt' || condition.operator === 'equals') {
            const converted = convertValue(column.type, condition.value);
            if (!converted.ok || converted.value === null)
              throw new DatasetInputError(
                `Filter on ${column.name}: ${JSON.stringify(condition.value)} is ${converted.ok ? 'empty' : converted.reason}.`,
                column.name,
              );
            return { ...condition, typed: converted.value };
          }
          return { ...condition, typed: String(condition.value) };
        }),
      };
    }),
  };
}

/** Values keyed by column id made into the columns' types; null clears a cell. */
export function rowValues(dataset: DatasetRecord, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    const column = dataset.columns.find((c) => c.id === id);
    if (!column) {
      problems[id] = `The dataset has no column ${id}.`;
      continue;
    }
    const converted = convertValue(column.type, value);
    if (converted.ok) out[id] = converted.value;
    else problems[id] = `${column.name}: ${converted.reason}`;
  }
  const first = Object.entries(problems)[0];
  if (first) throw new DatasetRowError(first[1], problems);
  return out;
}

/** Cells that do not fit, keyed by column id. */
export class DatasetRowError extends DatasetInputError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** A PostgreSQL error that says the user's regular expression is not one (invalid_regular_expression). */
export function isInvalidRegex(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && (e.code === '2201B' || e.code === '57014')) return true;
  }
  return false;
}
