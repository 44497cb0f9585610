import {
  convertText,
  DATASET_IMPORT_ERRORS_SHOWN,
  DATASET_TOO_MANY_COLUMNS,
  type DatasetColumn,
  DatasetColumnType,
  type DatasetImport,
  DatasetImportError,
  DatasetImportStatus,
  type DatasetImportTarget,
  guessType,
  DatasetImportTarget as ImportTarget,
  looksLikeHeader,
  type StartImportRequest,
  valueAsText,
} from '@flowlane/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, DatasetImportRecord, DatasetRecord } from '../db/index.js';
import { DuplicateKeyError, datasetsRepository } from '../db/index.js';
import { csvLine, detectDelimiter, firstRecords, records, spreadsheetSafe } from './csv.js';
import { DatasetInputError, freeSlot } from './service.js';

/**
 * CSV imports. Upload → preview (delimiter, header guess, sample, guessed types, suggested mapping) →
 * start → the job checks every line against the target types first (no writes: a file with any bad
 * value is reported line by line and nothing is written), then writes the new columns and all rows in
 * one transaction. Progress is kept in the import's row (and in memory while this process writes).
 */

const SAMPLE_LINES = 10;
const GUESS_LINES = 1000;
const BATCH = 1000;
const PROGRESS_EVERY = 5000;

const Strings = z.array(z.string());
const Sample = z.array(z.array(z.string()));
const Types = z.array(DatasetColumnType);
const Mapping = z.array(ImportTarget);
const Errors = z.array(DatasetImportError);

/** Progress of imports this process is writing; a poll answered by this process reads it. */
const live = new Map<string, { status: DatasetImport['status']; processed: number }>();

export function importView(row: DatasetImportRecord): DatasetImport {
  const now = live.get(row.id);
  const running = ['checking', 'writing', 'finishing'].includes(row.status);
  return {
    id: row.id,
    datasetId: row.datasetId,
    status: running && now ? now.status : importStatusOf(row.status),
    fileName: row.fileName,
    hasHeader: row.hasHeader,
    headers: Strings.parse(row.headers),
    sample: Sample.parse(row.sample),
    guessedTypes: Types.parse(row.guessedTypes),
    mapping: Mapping.parse(row.mapping),
    processed: running && now ? Math.max(now.processed, row.processed) : row.processed,
    total: row.total,
    inserted: row.inserted,
    updated: row.updated,
    errorCount: row.errorCount,
    errors: Errors.parse(row.errors),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function importStatusOf(status: string): DatasetImport['status'] {
  return DatasetImportStatus.safeParse(status).data ?? 'failed';
}

/** Reads the upload's first lines and suggests how its columns go into the dataset. */
export function previewUpload(csv: Buffer, dataset: DatasetRecord) {
  const text = csv.subarray(0, 64 * 1024).toString('utf8');
  const delimiter = detectDelimiter(text);
  let head: string[][];
  try {
    head = firstRecords(csv, delimiter, GUESS_LINES + 1);
  } catch (error) {
    throw new DatasetInputError(
      `The file is not CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const first = head[0];
  if (!first) throw new DatasetInputError('The file has no lines.');
  const width = Math.max(...head.map((r) => r.length));
  const hasHeader = looksLikeHeader(first);
  const data = hasHeader ? head.slice(1) : head;
  const headers = Array.from({ length: width }, (_, i) =>
    hasHeader ? (first[i] ?? '').trim() || `Column ${i + 1}` : `Column ${i + 1}`,
  );
  const guessedTypes = headers.map((_, i) => guessType(data.map((r) => r[i] ?? '')));
  return {
    delimiter,
    hasHeader,
    headers,
    sample: data.slice(0, SAMPLE_LINES),
    guessedTypes,
    mapping: suggestMapping(dataset.columns, headers, guessedTypes),
  };
}

/** CSV columns to the dataset's columns of the same name, the rest to new columns while there is room. */
function suggestMapping(
  columns: readonly DatasetColumn[],
  headers: readonly string[],
  types: readonly DatasetColumnType[],
): DatasetImportTarget[] {
  let room = 20 - columns.length;
  const used = new Set<string>();
  const mapping: DatasetImportTarget[] = [];
  headers.forEach((header, source) => {
    const existing = columns.find((c) => c.name.toLowerCase() === header.toLowerCase() && !used.has(c.id));
    if (existing) {
      used.add(existing.id);
      mapping.push({ source, columnId: existing.id });
    } else if (room > 0) {
      room -= 1;
      mapping.push({ source, newColumn: { name: header, type: types[source] ?? 'text' } });
    }
  });
  return mapping;
}

type Plan = { targets: { source: number; column: DatasetColumn }[]; newColumns: DatasetColumn[] };

/** The mapping checked against the dataset: existing columns, room for the new ones, each target once. */
export function planMapping(dataset: DatasetRecord, request: StartImportRequest): Plan {
  const columns = [...dataset.columns];
  const newColumns: DatasetColumn[] = [];
  const targets: Plan['targets'] = [];
  const seen = new Set<string>();
  for (const target of request.mapping) {
    let column: DatasetColumn | undefined;
    if (target.columnId) {
      column = columns.find((c) => c.id === target.columnId);
      if (!column) throw new DatasetInputError(`The dataset has no column ${target.columnId}.`, 'mapping');
    } else if (target.newColumn) {
      const name = target.newColumn.name;
      if (columns.some((c) => c.name.toLowerCase() === name.toLowerCase()))
        throw new DatasetInputError(`There is already a column named ${name}.`, 'mapping');
      const slot = freeSlot(columns);
      if (!slot) throw new DatasetInputError(DATASET_TOO_MANY_COLUMNS, 'mapping');
      column = { id: slot, name, type: target.newColumn.type };
      columns.push(column);
      newColumns.push(column);
    } else {
      throw new DatasetInputError('Each mapped CSV column needs a column or a new column.', 'mapping');
    }
    if (seen.has(column.id)) throw new DatasetInputError(`Two CSV columns go to ${column.name}.`, 'mapping');
    seen.add(column.id);
    targets.push({ source: target.source, column });
  }
  return { targets, newColumns };
}

export type ImportJobDeps = { database: Database; logger: FastifyBaseLogger };

/** Runs a started import to its end; never throws (the outcome is in the import's row). */
export async function runImport(
  deps: ImportJobDeps,
  teamId: string,
  dataset: DatasetRecord,
  row: DatasetImportRecord,
  request: StartImportRequest,
  plan: Plan,
): Promise<void> {
  const repo = datasetsRepository(deps.database.db);
  const state = { status: 'checking' as DatasetImport['status'], processed: 0 };
  live.set(row.id, state);
  const delimiter = detectDelimiter(row.csv.subarray(0, 64 * 1024).toString('utf8'));
  const keyColumn = dataset.keyColumnId;
  try {
    // Pass 1: every value checked, nothing written.
    const errors: DatasetImportError[] = [];
    let errorCount = 0;
    const keys = new Map<string, number>();
    let total = 0;
    let first = true;
    for await (const { cells, line } of records(row.csv, delimiter)) {
      if (first && request.hasHeader) {
        first = false;
        continue;
      }
      first = false;
      total += 1;
      for (const { source, column } of plan.targets) {
        const converted = convertText(column.type, cells[source] ?? '');
        let message: string | undefined;
        if (!converted.ok) message = `${JSON.stringify(cells[source] ?? '')} is ${converted.reason}`;
        else if (column.id === keyColumn && converted.value !== null) {
          const key = valueAsText(converted.value);
          const earlier = keys.get(key);
          if (earlier !== undefined) message = `the key ${JSON.stringify(key)} is also on line ${earlier}`;
          else keys.set(key, line);
        }
        if (message) {
          errorCount += 1;
          if (errors.length < DATASET_IMPORT_ERRORS_SHOWN)
            errors.push({ line, column: column.name, message });
        }
      }
      state.processed = total;
      if (total % PROGRESS_EVERY === 0) await repo.updateImport(teamId, row.id, { processed: total });
    }
    if (errorCount > 0) {
      await finish(repo, teamId, row.id, {
        status: 'failed',
        total,
        processed: total,
        errorCount,
        errors,
        message: `${errorCount} value${errorCount === 1 ? '' : 's'} cannot go into the dataset; nothing was imported.`,
      });
      return;
    }
    // Pass 2: the new columns and every row in one transaction.
    state.status = 'writing';
    state.processed = 0;
    await repo.updateImport(teamId, row.id, { status: 'writing', total, processed: 0 });
    const written = await repo.importRows(
      teamId,
      dataset,
      plan.newColumns,
      batchesOf(row.csv, delimiter, request.hasHeader, plan),
      (done) => {
        state.processed = done;
        // With PostgreSQL another connection can record progress while the transaction runs;
        // PGlite has one connection, which the transaction holds.
        if (deps.database.mode === 'postgres' && done % PROGRESS_EVERY === 0)
          void repo.updateImport(teamId, row.id, { processed: done }).catch(() => {});
      },
    );
    if (written === 'changed') {
      await finish(repo, teamId, row.id, {
        status: 'failed',
        total,
        processed: 0,
        message:
          'The dataset’s columns changed while the file was checked; nothing was imported. Start the import again.',
      });
      return;
    }
    // A large import changes what the planner should know about the rows (see refreshStatistics); a
    // failure here costs only speed, so the import still succeeds.
    if (written.inserted + written.updated >= REFRESH_STATISTICS_AFTER)
      await repo
        .refreshStatistics()
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'dataset statistics not refreshed'));
    await finish(repo, teamId, row.id, {
      status: 'succeeded',
      total,
      processed: total,
      inserted: written.inserted,
      updated: written.updated,
    });
  } catch (error) {
    const message =
      error instanceof DuplicateKeyError
        ? 'A key value is already used by another row; nothing was imported.'
        : `The import failed; nothing was imported. ${error instanceof Error ? error.message : ''}`.trim();
    if (!(error instanceof DuplicateKeyError))
      deps.logger.error({ err: error, importId: row.id }, 'dataset import failed');
    await finish(repo, teamId, row.id, { status: 'failed', message }).catch(() => {});
  } finally {
    live.delete(row.id);
  }
}

/** Imports of at least this many rows refresh the planner's statistics. */
const REFRESH_STATISTICS_AFTER = 1000;

async function finish(
  repo: ReturnType<typeof datasetsRepository>,
  teamId: string,
  id: string,
  patch: Parameters<ReturnType<typeof datasetsRepository>['updateImport']>[2],
) {
  // The file is not needed any more; the report stays.
  await repo.updateImport(teamId, id, { ...patch, csv: Buffer.alloc(0) });
}

async function* batchesOf(
  csv: Buffer,
  delimiter: string,
  hasHeader: boolean,
  plan: Plan,
): AsyncGenerator<Record<string, unknown>[]> {
  let batch: Record<string, unknown>[] = [];
  let first = true;
  for await (const { cells } of records(csv, delimiter)) {
    if (first && hasHeader) {
      first = false;
      continue;
    }
    first = false;
    const values: Record<string, unknown> = {};
    for (const { source, column } of plan.targets) {
      const converted = convertText(column.type, cells[source] ?? '');
      if (converted.ok && converted.value !== null) values[column.id] = converted.value;
    }
    batch.push(values);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * CSV of rows (export): a header of column names, then values as text; date-times in ISO UTC. Names and
 * non-number values that a spreadsheet would run as a formula start with a single quote (`spreadsheetSafe`).
 */
export function csvHeader(columns: readonly DatasetColumn[]): string {
  return csvLine(columns.map((c) => spreadsheetSafe(c.name)));
}

export function csvRow(columns: readonly DatasetColumn[], data: Record<string, unknown>): string {
  return csvLine(
    columns.map((c) => {
      const text = valueAsText(data[c.id]);
      return c.type === 'number' ? text : spreadsheetSafe(text);
    }),
  );
}
