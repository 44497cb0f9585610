import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { action, appRow, joinValues, paging, unmappedOperation } from './app-helpers.js';

// ---- Supabase (row create, get, getAll, update, delete)

/** One condition as PostgREST words: `column=op.value`, or `column.op.value` inside an `or=(…)`. */
function condition(row: Record<string, unknown>, inOr: boolean, op?: string): unknown {
  const how = op ?? (row.condition === 'fullText' ? text(row.searchFunction) : text(row.condition)) ?? 'eq';
  return joinValues([{ n8n: row.keyName }, inOr ? '.' : '=', `${how}.`, { n8n: row.keyValue }]);
}

/**
 * n8n's filter as our filter lines: the string as written, or the conditions (all of them, or any one of
 * them as PostgREST's `or=(…)`). Undefined when there is none.
 */
function filterLines(ctx: MappingContext): unknown {
  const p = ctx.params;
  const type = text(p.filterType) ?? 'manual';
  if (type === 'string') return p.filterString ? ctx.value(p.filterString) : undefined;
  if (type !== 'manual') return undefined;
  const rows = list(record(p.filters).conditions).map(record);
  if (rows.length === 0) return undefined;
  if ((text(p.matchType) ?? 'anyFilter') === 'allFilters' || rows.length === 1)
    return rows.map((row) => String(ctx.value(condition(row, false)))).join('\n');
  const parts = rows.map((row) => ({ n8n: condition(row, true) }));
  return ctx.value(
    joinValues(['or=(', ...parts.flatMap((part, i) => (i === 0 ? [part] : [',', part])), ')']),
  );
}

/** The values to write: column by column, or the whole input item. */
function values(ctx: MappingContext): unknown {
  const p = ctx.params;
  if ((text(p.dataToSend) ?? 'defineBelow') === 'autoMapInputData') {
    if (p.inputsToIgnore)
      ctx.needsHand('parameter', `n8n left out ${String(p.inputsToIgnore)}; here every field is written.`);
    ctx.needsHand(
      'parameter',
      'Every field of the input item is written: the table needs a column for each.',
    );
    return ctx.input;
  }
  const out: Record<string, unknown> = {};
  for (const row of list(record(p.fieldsUi).fieldValues).map(record))
    if (typeof row.fieldId === 'string' && row.fieldId !== '')
      out[row.fieldId] = ctx.value(row.fieldValue ?? '');
  return out;
}

const rowsNote = (ctx: MappingContext, list: string) =>
  ctx.needsHand(
    'parameter',
    `n8n ran the next nodes once per row; here they are this step's "${list}" list (go through them with a Loop step).`,
  );

export const supabase = appRow(
  'n8n-nodes-base.supabase',
  'supabase.insert_rows',
  (ctx): MappedStep | { unmapped: string } => {
    const p = ctx.params;
    const { resource, operation } = action(ctx, ['row.create']);
    if (resource !== 'row') return unmappedOperation('Supabase', resource, operation);
    if (p.useCustomSchema === true)
      ctx.needsHand('parameter', `n8n used the schema "${String(p.schema ?? '')}"; this step uses public.`);
    const table = ctx.value(p.tableId ?? '');
    if (operation === 'create') {
      rowsNote(ctx, 'rows');
      return { serviceId: 'supabase.insert_rows', params: { table, rows: values(ctx) } };
    }
    if (operation === 'getAll' || operation === 'get') {
      const filters =
        operation === 'get'
          ? list(record(p.filters).conditions)
              .map((row) => String(ctx.value(condition(record(row), false, 'eq'))))
              .join('\n')
          : filterLines(ctx);
      rowsNote(ctx, 'items');
      return {
        serviceId: 'supabase.select_rows',
        params: {
          table,
          ...(filters ? { filters } : {}),
          ...(operation === 'getAll' ? paging(ctx, 50) : {}),
        },
      };
    }
    if (operation === 'update' || operation === 'delete') {
      const filters = filterLines(ctx);
      if (!filters) return { unmapped: `a Supabase ${operation} without a filter` };
      rowsNote(ctx, 'rows');
      return operation === 'update'
        ? { serviceId: 'supabase.update_rows', params: { table, filters, values: values(ctx) } }
        : { serviceId: 'supabase.delete_rows', params: { table, filters } };
    }
    return unmappedOperation('Supabase', resource, operation);
  },
);
