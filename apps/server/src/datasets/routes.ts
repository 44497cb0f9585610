import { Readable } from 'node:stream';
import {
  AddColumnRequest,
  BulkDeleteRowsRequest,
  BulkDeleteRowsResponse,
  ColumnTypePreview,
  ColumnTypePreviewRequest,
  type ColumnTypePreview as ColumnTypePreviewT,
  CreateDatasetRequest,
  convertStored,
  DATASET_TOO_MANY_COLUMNS,
  Dataset,
  DatasetColumnId,
  type DatasetColumnType,
  DatasetExportQuery,
  DatasetImport,
  DatasetListQuery,
  DatasetListResponse,
  DatasetRow,
  DatasetRowInput,
  DatasetRowPage,
  DatasetRowQuery,
  ReorderColumnsRequest,
  RowId,
  StartImportRequest,
  UpdateColumnRequest,
  UpdateDatasetRequest,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthedUser, authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import {
  type DatasetRecord,
  DuplicateKeyError,
  datasetsRepository,
  projectsRepository,
} from '../db/index.js';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../http/errors.js';
import { csvHeader, csvRow, importView, planMapping, previewUpload, runImport } from './imports.js';
import {
  columnById,
  DatasetInputError,
  DatasetRowError,
  datasetView,
  freeSlot,
  isInvalidRegex,
  requireDatasetsPlan,
  rowValues,
  rowView,
  typedFilter,
} from './service.js';

const Params = z.object({ id: z.uuid('Not a dataset id') });
const ColumnParams = Params.extend({ columnId: DatasetColumnId });
const RowParams = Params.extend({ rowId: RowId });
const ImportParams = Params.extend({ importId: z.uuid('Not an import id') });

/** The largest CSV an import takes (the API's other bodies stay under BODY_LIMIT_BYTES). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
const PREVIEW_FAILURES = 100;

const NOT_FOUND = 'Dataset not found';

/** Turns the datasets' own errors into HTTP answers: bad input 400, duplicate keys 409. */
async function answering<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof DatasetRowError) throw badRequest(error.message, error.fields);
    if (error instanceof DatasetInputError)
      throw badRequest(error.message, error.field ? { [error.field]: error.message } : undefined);
    if (error instanceof DuplicateKeyError)
      throw conflict('Another row already has this key value; key values are unique.');
    if (isInvalidRegex(error))
      throw badRequest('The "matches" pattern is not a valid regular expression, or took too long.');
    throw error;
  }
}

/**
 * `/api/dataset`: datasets, their columns and rows, CSV import and CSV/JSON export. Every route needs
 * the plan feature `datasets`; every query is scoped to the caller's team in the repository.
 */
export function datasetRoutes(ctx: RoutesContext<'logger'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const repo = () => datasetsRepository(ctx.database.db);

  async function caller(request: Parameters<typeof requireUser>[0]): Promise<AuthedUser> {
    const user = await requireUser(request);
    requireDatasetsPlan(user.plan);
    return user;
  }
  async function owned(user: AuthedUser, id: string): Promise<DatasetRecord> {
    const found = await repo().get(user.teamId, id);
    if (!found) throw notFound(NOT_FOUND);
    return found;
  }
  async function view(user: AuthedUser, dataset: DatasetRecord) {
    return datasetView(dataset, await repo().rowCount(user.teamId, dataset.id));
  }
  async function checkProject(teamId: string, projectId: string | null | undefined) {
    if (projectId && !(await projectsRepository(ctx.database.db).get(teamId, projectId)))
      throw unprocessable('The project does not exist.', { projectId: 'The project does not exist.' });
  }
  /** Runs a change under the dataset's row lock; `undefined` from the repository means not the team's. */
  async function changed(
    result: Awaited<ReturnType<ReturnType<typeof repo>['change']>>,
    user: AuthedUser,
  ): Promise<Dataset> {
    if (!result) throw notFound(NOT_FOUND);
    if ('refuse' in result) throw result.refuse;
    return view(user, result);
  }

  return async (app) => {
    app.addContentTypeParser(
      ['text/csv', 'application/csv', 'text/plain', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/dataset',
      {
        schema: {
          tags: ['datasets'],
          summary: "The team's datasets (search, project filter, paging)",
          querystring: DatasetListQuery,
          response: { 200: DatasetListResponse },
        },
      },
      async (request) => {
        const user = await caller(request);
        const { items, total } = await repo().list(user.teamId, request.query);
        return {
          items: items.map((d) => datasetView(d, d.rowCount)),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );

    app.post(
      '/api/dataset',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Create a dataset',
          body: CreateDatasetRequest,
          response: { 201: Dataset },
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const body = request.body;
        await checkProject(user.teamId, body.projectId);
        const names = new Set<string>();
        const columns = body.columns.map((c, i) => {
          if (names.has(c.name.toLowerCase()))
            throw badRequest(`There is already a column named ${c.name}.`, {
              [`columns.${i}.name`]: 'Taken',
            });
          names.add(c.name.toLowerCase());
          return { id: `c${i}`, name: c.name, type: c.type };
        });
        const key = body.keyColumn === undefined ? undefined : columns.find((c) => c.name === body.keyColumn);
        if (body.keyColumn !== undefined && !key)
          throw badRequest('The key column is not one of the columns.', { keyColumn: 'Not a column' });
        const row = await repo().create(user.teamId, user.userId, {
          name: body.name,
          description: body.description,
          projectId: body.projectId ?? null,
          columns,
          keyColumnId: key?.id ?? null,
        });
        return reply.status(201).send(datasetView(row, 0));
      },
    );

    app.get(
      '/api/dataset/:id',
      { schema: { tags: ['datasets'], summary: 'A dataset', params: Params, response: { 200: Dataset } } },
      async (request) => {
        const user = await caller(request);
        return view(user, await owned(user, request.params.id));
      },
    );

    app.put(
      '/api/dataset/:id',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Rename, describe, move to a project, or set the key column',
          params: Params,
          body: UpdateDatasetRequest,
          response: { 200: Dataset },
        },
      },
      async (request) => {
        const user = await caller(request);
        const body = request.body;
        await checkProject(user.teamId, body.projectId);
        return answering(async () =>
          changed(
            await repo().change(user.teamId, request.params.id, async (current) => {
              if (body.keyColumnId) columnById(current, body.keyColumnId);
              const rekey = body.keyColumnId !== undefined && body.keyColumnId !== current.keyColumnId;
              return {
                fields: {
                  ...(body.name !== undefined ? { name: body.name } : {}),
                  ...(body.description !== undefined ? { description: body.description } : {}),
                  ...(body.projectId !== undefined ? { projectId: body.projectId } : {}),
                  ...(body.keyColumnId !== undefined ? { keyColumnId: body.keyColumnId } : {}),
                },
                rekey,
              };
            }),
            user,
          ),
        ).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 409)
            throw conflict('The column has the same value in several rows, so it cannot be the key column.', {
              keyColumnId: 'Values are not unique',
            });
          throw error;
        });
      },
    );

    app.delete(
      '/api/dataset/:id',
      { schema: { tags: ['datasets'], summary: 'Delete a dataset and its rows', params: Params } },
      async (request, reply) => {
        const user = await caller(request);
        if (!(await repo().remove(user.teamId, request.params.id))) throw notFound(NOT_FOUND);
        return reply.status(204).send();
      },
    );

    // Columns

    app.post(
      '/api/dataset/:id/columns',
      {
        schema: {
          tags: ['datasets'],
          summary: `Add a column (at most 20)`,
          params: Params,
          body: AddColumnRequest,
          response: { 201: Dataset },
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const { name, type } = request.body;
        const result = await repo().change(user.teamId, request.params.id, async (current) => {
          if (current.columns.some((c) => c.name.toLowerCase() === name.toLowerCase()))
            return { refuse: conflict(`There is already a column named ${name}.`, { name: 'Taken' }) };
          const slot = freeSlot(current.columns);
          if (!slot)
            return { refuse: unprocessable(DATASET_TOO_MANY_COLUMNS, { name: DATASET_TOO_MANY_COLUMNS }) };
          return { fields: { columns: [...current.columns, { id: slot, name, type }] } };
        });
        return reply.status(201).send(await changed(result, user));
      },
    );

    app.put(
      '/api/dataset/:id/columns',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Reorder the columns (every column id once)',
          params: Params,
          body: ReorderColumnsRequest,
          response: { 200: Dataset },
        },
      },
      async (request) => {
        const user = await caller(request);
        const ids = request.body.columnIds;
        const result = await repo().change(user.teamId, request.params.id, async (current) => {
          const same =
            ids.length === current.columns.length &&
            new Set(ids).size === ids.length &&
            ids.every((id) => current.columns.some((c) => c.id === id));
          if (!same)
            return {
              refuse: badRequest('Give every column id of the dataset once.', {
                columnIds: 'Not the columns',
              }),
            };
          return {
            fields: {
              columns: ids
                .map((id) => current.columns.find((c) => c.id === id))
                .filter((c) => c !== undefined),
            },
          };
        });
        return changed(result, user);
      },
    );

    app.post(
      '/api/dataset/:id/columns/:columnId/preview',
      {
        schema: {
          tags: ['datasets'],
          summary: 'What changing the column’s type would do: the rows whose values do not convert',
          params: ColumnParams,
          body: ColumnTypePreviewRequest,
          response: { 200: ColumnTypePreview },
        },
      },
      async (request) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        return answering(() =>
          typePreview(ctx, dataset, request.params.columnId, request.body.type, PREVIEW_FAILURES),
        );
      },
    );

    app.put(
      '/api/dataset/:id/columns/:columnId',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Rename a column or change its type (confirm when some values cannot convert)',
          params: ColumnParams,
          body: UpdateColumnRequest,
          response: { 200: Dataset },
        },
      },
      async (request) => {
        const user = await caller(request);
        const { columnId } = request.params;
        const { name, type, confirm } = request.body;
        const r = repo();
        return answering(async () =>
          changed(
            await r.change(user.teamId, request.params.id, async (current, tx) => {
              const column = columnById(current, columnId);
              if (
                name !== undefined &&
                current.columns.some((c) => c.id !== columnId && c.name.toLowerCase() === name.toLowerCase())
              )
                return { refuse: conflict(`There is already a column named ${name}.`, { name: 'Taken' }) };
              const next = {
                ...column,
                ...(name !== undefined ? { name } : {}),
                ...(type !== undefined ? { type } : {}),
              };
              if (type !== undefined && type !== column.type) {
                let failures = 0;
                await r.convertSlot(tx, current.id, columnId, (batch) => {
                  const changes = new Map<string, unknown>();
                  for (const { id, value } of batch) {
                    const converted = convertStored(type, value);
                    if (!converted.ok) {
                      failures += 1;
                      changes.set(id, null);
                    } else if (JSON.stringify(converted.value) !== JSON.stringify(value))
                      changes.set(id, converted.value);
                  }
                  // Without confirmation nothing is written: the transaction is abandoned below.
                  return confirm ? changes : undefined;
                });
                if (failures > 0 && !confirm)
                  return {
                    refuse: conflict(
                      `${failures} row${failures === 1 ? '' : 's'} ha${failures === 1 ? 's a value' : 've values'} that cannot become ${type}. Confirm to clear ${failures === 1 ? 'it' : 'them'}.`,
                      { type: `${failures} values do not convert` },
                    ),
                  };
              }
              return {
                fields: { columns: current.columns.map((c) => (c.id === columnId ? next : c)) },
                rekey: type !== undefined && current.keyColumnId === columnId,
              };
            }),
            user,
          ),
        );
      },
    );

    app.delete(
      '/api/dataset/:id/columns/:columnId',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Delete a column and its values',
          params: ColumnParams,
          response: { 200: Dataset },
        },
      },
      async (request) => {
        const user = await caller(request);
        const { columnId } = request.params;
        const r = repo();
        return answering(async () =>
          changed(
            await r.change(user.teamId, request.params.id, async (current, tx) => {
              columnById(current, columnId);
              await r.clearSlot(tx, current.id, columnId);
              const isKey = current.keyColumnId === columnId;
              return {
                fields: {
                  columns: current.columns.filter((c) => c.id !== columnId),
                  ...(isKey ? { keyColumnId: null } : {}),
                },
                rekey: isKey,
              };
            }),
            user,
          ),
        );
      },
    );

    // Rows

    app.get(
      '/api/dataset/:id/rows',
      {
        schema: {
          tags: ['datasets'],
          summary: 'A page of rows: filtered (the six filter types, and/or per column), sorted',
          params: Params,
          querystring: DatasetRowQuery,
          response: { 200: DatasetRowPage },
        },
      },
      async (request) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        const q = request.query;
        return answering(async () => {
          if (q.sort) columnById(dataset, q.sort);
          const { rows, total, totalCapped } = await repo().page(user.teamId, dataset, {
            filter: typedFilter(dataset, q.filter),
            order: q.sort ? { columnId: q.sort, direction: q.direction } : undefined,
            offset: q.page * q.pageSize,
            limit: q.pageSize,
          });
          return { items: rows.map(rowView), total, totalCapped, page: q.page, pageSize: q.pageSize };
        });
      },
    );

    app.post(
      '/api/dataset/:id/rows',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Add a row (values keyed by column id)',
          params: Params,
          body: DatasetRowInput,
          response: { 201: DatasetRow },
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        return answering(async () => {
          const [row] = await repo().insertRows(user.teamId, dataset, [
            rowValues(dataset, request.body.values),
          ]);
          if (!row) throw notFound(NOT_FOUND);
          return reply.status(201).send(rowView(row));
        });
      },
    );

    app.get(
      '/api/dataset/:id/rows/:rowId',
      { schema: { tags: ['datasets'], summary: 'A row', params: RowParams, response: { 200: DatasetRow } } },
      async (request) => {
        const user = await caller(request);
        const row = await repo().getRow(user.teamId, request.params.id, request.params.rowId);
        if (!row) throw notFound('Row not found');
        return rowView(row);
      },
    );

    app.put(
      '/api/dataset/:id/rows/:rowId',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Change cells of a row (only the given ones; null clears)',
          params: RowParams,
          body: DatasetRowInput,
          response: { 200: DatasetRow },
        },
      },
      async (request) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        return answering(async () => {
          const [row] = await repo().updateRows(
            user.teamId,
            dataset,
            { rowId: request.params.rowId },
            rowValues(dataset, request.body.values),
          );
          if (!row) throw notFound('Row not found');
          return rowView(row);
        });
      },
    );

    app.delete(
      '/api/dataset/:id/rows/:rowId',
      { schema: { tags: ['datasets'], summary: 'Delete a row', params: RowParams } },
      async (request, reply) => {
        const user = await caller(request);
        const removed = await repo().deleteRows(user.teamId, request.params.id, {
          rowIds: [request.params.rowId],
        });
        if (removed === 0) throw notFound('Row not found');
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/dataset/:id/rows/delete',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Delete several rows by id',
          params: Params,
          body: BulkDeleteRowsRequest,
          response: { 200: BulkDeleteRowsResponse },
        },
      },
      async (request) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        return { removed: await repo().deleteRows(user.teamId, dataset.id, { rowIds: request.body.ids }) };
      },
    );

    // Export and import

    app.get(
      '/api/dataset/:id/export',
      {
        schema: {
          tags: ['datasets'],
          summary: 'The rows as CSV or JSON (streamed; the filter applies)',
          params: Params,
          querystring: DatasetExportQuery,
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        const filter = await answering(async () => typedFilter(dataset, request.query.filter));
        const rows = repo().scan(user.teamId, dataset, filter);
        const columns = dataset.columns;
        const csv = request.query.format === 'csv';
        const base = dataset.name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim() || 'dataset';
        async function* body() {
          if (csv) yield csvHeader(columns);
          else yield '[';
          let first = true;
          for await (const batch of rows) {
            let chunk = '';
            for (const row of batch) {
              if (csv) chunk += csvRow(columns, row.data);
              else {
                const named = Object.fromEntries(columns.map((c) => [c.name, row.data[c.id] ?? null]));
                chunk += `${first ? '\n' : ',\n'}${JSON.stringify(named)}`;
                first = false;
              }
            }
            yield chunk;
          }
          if (!csv) yield '\n]\n';
        }
        return reply
          .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${encodeURIComponent(base)}.${csv ? 'csv' : 'json'}"; filename*=UTF-8''${encodeURIComponent(base)}.${csv ? 'csv' : 'json'}`,
          )
          .send(Readable.from(body()));
      },
    );

    app.post(
      '/api/dataset/:id/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags: ['datasets'],
          summary:
            'Upload a CSV (body: the file, Content-Type text/csv): answers the preview and a suggested mapping',
          params: Params,
          querystring: z.object({ fileName: z.string().max(200).default('import.csv') }),
          response: { 201: DatasetImport },
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw badRequest('Send the CSV file as the request body (Content-Type: text/csv).');
        const preview = await answering(async () => previewUpload(body, dataset));
        const row = await repo().createImport({
          teamId: user.teamId,
          datasetId: dataset.id,
          status: 'uploaded',
          fileName: request.query.fileName,
          csv: body,
          hasHeader: preview.hasHeader,
          headers: preview.headers,
          sample: preview.sample,
          guessedTypes: preview.guessedTypes,
          mapping: preview.mapping,
          createdBy: user.userId,
        });
        return reply.status(201).send(importView(row));
      },
    );

    app.post(
      '/api/dataset/:id/import/:importId/start',
      {
        schema: {
          tags: ['datasets'],
          summary: 'Start an uploaded import with a mapping; poll the import for progress',
          params: ImportParams,
          body: StartImportRequest,
          response: { 202: DatasetImport },
        },
      },
      async (request, reply) => {
        const user = await caller(request);
        const dataset = await owned(user, request.params.id);
        const r = repo();
        const found = await r.getImport(user.teamId, dataset.id, request.params.importId);
        if (!found) throw notFound('Import not found');
        const plan = await answering(async () => planMapping(dataset, request.body));
        const started = await r.updateImport(
          user.teamId,
          found.id,
          { status: 'checking', hasHeader: request.body.hasHeader, mapping: request.body.mapping },
          'uploaded',
        );
        if (!started) throw conflict('This import has already been started.');
        void runImport(
          { database: ctx.database, logger: ctx.logger },
          user.teamId,
          dataset,
          started,
          request.body,
          plan,
        );
        return reply.status(202).send(importView(started));
      },
    );

    app.get(
      '/api/dataset/:id/import/:importId',
      {
        schema: {
          tags: ['datasets'],
          summary: 'An import: its preview, progress, outcome and error report',
          params: ImportParams,
          response: { 200: DatasetImport },
        },
      },
      async (request) => {
        const user = await caller(request);
        const found = await repo().getImport(user.teamId, request.params.id, request.params.importId);
        if (!found) throw notFound('Import not found');
        return importView(found);
      },
    );
  };
}

/** Which rows' values would not survive a type change (read only). */
async function typePreview(
  ctx: RoutesContext<'logger'>,
  dataset: DatasetRecord,
  columnId: string,
  to: DatasetColumnType,
  shown: number,
): Promise<ColumnTypePreviewT> {
  const column = columnById(dataset, columnId);
  const failures: ColumnTypePreviewT['failures'] = [];
  let failureCount = 0;
  let checked = 0;
  const db = ctx.database.db;
  await datasetsRepository(db).convertSlot(db, dataset.id, columnId, (batch) => {
    for (const { id, value } of batch) {
      checked += 1;
      const converted = convertStored(to, value);
      if (!converted.ok) {
        failureCount += 1;
        if (failures.length < shown) failures.push({ rowId: id, value, reason: converted.reason });
      }
    }
    return undefined;
  });
  return { columnId, from: column.type, to, checked, failureCount, failures };
}
