import {
  Box,
  Checkbox,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type Theme,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableCell } from './EditableCell';
import { DetailsHeader, DetailsRow, DetailsToggle } from './RowDetails';
import { TablePaging } from './TablePaging';
import type { TableState } from './table-state';
import { useAskedTableState } from './use-asked-table-state';

/** One column: its header text, how a row's cell renders, and whether the server sorts by it. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The server (or the page) sorts by this column's id: the header becomes a sort toggle. */
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  padding?: 'checkbox' | 'normal';
  sx?: SxProps<Theme>;
  /** `data-testid` of the column's cells. */
  cellTestId?: string;
  /** Attributes of the column's cells (`data-*`), for tests and styles. */
  cellAttributes?(row: Row): RowAttributes;
  /** The sort toggle's accessible name (the header text when not given). */
  sortLabel?: string;
  /** A second line under the header (a typed column's type). */
  headerCaption?: string;
  /** The cell is edited in place (see `InlineEditing`). */
  edit?: InlineEditing<Row>;
  /**
   * On a phone (below `sm`) only `essential` columns (the default) stand in the table; `detail` columns
   * move into each row's details, opened by a toggle, as "label: value" lines. Keep a row's name, its
   * status and its actions essential.
   */
  priority?: 'essential' | 'detail';
};

/**
 * A cell edited in place: a click shows a field holding `value(row)`; Enter or leaving it saves through
 * `save` (unless unchanged), Escape cancels. With `options` the field is a list and picking one saves it.
 * A failed save keeps the field with what was typed (`save` tells the person why).
 */
export type InlineEditing<Row> = {
  value(row: Row): string;
  save(row: Row, text: string): Promise<unknown>;
  options?: readonly { value: string; label: string }[];
  /** The field's accessible name. */
  label: string;
  testId?: string;
};

/** Attributes a row carries for its tests and styles (`data-*`). */
export type RowAttributes = Record<`data-${string}`, string | boolean | undefined>;

export type DataTableProps<Row extends RowData> = {
  columns: DataColumn<Row>[];
  rows: Row[];
  /** Every row the list has, across pages (the server's total). */
  total: number;
  getRowId(row: Row): string;
  state: Pick<TableState, 'sort' | 'page' | 'pageSize'>;
  onStateChange(patch: Partial<TableState>): void;
  pageSizes: readonly number[];
  testId: string;
  rowAttributes?(row: Row): RowAttributes;
  onRowClick?(row: Row): void;
  /**
   * Checkboxes on each row; `bulkActions` renders the actions on the selected rows in a bar above the
   * table. A page that shows its own actions holds the selection itself (`selected`, `onSelectedChange`)
   * and may name the checkboxes (`ariaLabels`).
   */
  selection?: {
    label(row: Row): string;
    bulkActions?(rows: Row[], clear: () => void): ReactNode;
    selected?: ReadonlySet<string>;
    onSelectedChange?(ids: Set<string>): void;
    ariaLabels?: { page: string; row: string };
  };
  /** The rows are an older answer while a new one loads: shown dimmed. */
  stale?: boolean;
  paging?: boolean;
  /** The server counted `total` rows and stopped: there are more (see TablePaging). */
  totalCapped?: boolean;
  /** Shown under the table when there are no rows. */
  empty?: ReactNode;
  /** Cells keep to one line (a data grid's values). */
  nowrap?: boolean;
  /** A row's name, for its details toggle (`selection.label` when not given). */
  rowLabel?(row: Row): string;
};

/** The column with `width: 100%; max-width: 0` added: the classic way to make a table cell fill and shrink. */
function filling<Row>(column: DataColumn<Row>): DataColumn<Row> {
  const own = column.sx === undefined ? [] : Array.isArray(column.sx) ? column.sx : [column.sx];
  return { ...column, sx: [...own, { width: '100%', maxWidth: 0, overflowWrap: 'anywhere' }] };
}

// Module scope: TanStack Table wants stable features. Sorting and paging are the server's (or the page's):
// the table only shows the page it is given and asks for another through onStateChange.
const features = tableFeatures({ rowSelectionFeature });

/**
 * The list table of every page: sortable headers, a page of rows (from the server), row attributes and
 * clicks, optional selection with bulk actions, and the paging bar with translated labels. The table
 * state lives with the page (in the URL through `useUrlParams` + `readTableState`); this only asks for
 * changes through `onStateChange`.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, total, state, onStateChange, selection } = props;
  const { t } = useTranslation();
  const asked = useAskedTableState(state, onStateChange);
  // A phone: the `detail` columns leave the table for the rows' details (no sideways scrolling).
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const hidden = useMemo(
    () => (narrow ? columns.filter((column) => column.priority === 'detail') : []),
    [columns, narrow],
  );
  const shown = useMemo(
    () => (hidden.length > 0 ? columns.filter((column) => column.priority !== 'detail') : columns),
    [columns, hidden],
  );
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const detailsId = useId();
  // On a phone the row's name (the first essential column that is not a checkbox) takes the room the
  // others leave, and its text wraps or ellipsizes there instead of pushing the table wider.
  const fillId = shown.find((column) => column.padding !== 'checkbox')?.id;
  const rowLabel = props.rowLabel ?? selection?.label;
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  // A selection the page holds (`selection.selected`) wins over the table's own.
  const held = selection?.selected;
  const rowSelection = useMemo<RowSelectionState>(
    () => (held ? Object.fromEntries([...held].map((id) => [id, true])) : ownSelection),
    [held, ownSelection],
  );
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () => shown.map((column) => ({ id: column.id, header: column.header })),
    [shown],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => props.getRowId(row),
    state: { rowSelection },
    onRowSelectionChange: (change) => {
      const next = typeof change === 'function' ? change(rowSelection) : change;
      if (held) selection?.onSelectedChange?.(new Set(Object.keys(next).filter((id) => next[id])));
      else setOwnSelection(next);
    },
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const clear = () => table.resetRowSelection();

  return (
    <Box sx={{ opacity: props.stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {selection?.bulkActions && selected.length > 0 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: 'action.selected', borderRadius: 1 }}
          data-testid={`${props.testId}-bulk`}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('ui.selected', { count: selected.length })}
          </Typography>
          {selection.bulkActions?.(selected, clear)}
        </Stack>
      )}
      <TableContainer>
        <Table
          size="small"
          data-testid={props.testId}
          sx={{ '& td, & th': { py: 1.25, ...(props.nowrap ? { whiteSpace: 'nowrap' } : {}) } }}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': selection.ariaLabels?.page ?? t('ui.selectPage') },
                      }}
                    />
                  </TableCell>
                )}
                {hidden.length > 0 && <DetailsHeader />}
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted =
                    state.sort?.column === header.column.id && (state.sort.desc ? 'desc' : 'asc');
                  return (
                    <TableCell
                      key={header.id}
                      align={column?.align}
                      padding={column?.padding}
                      sortDirection={sorted === false ? false : sorted}
                    >
                      {column?.sortable ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted === false ? 'asc' : sorted}
                          onClick={() => asked.toggleSort(header.column.id)}
                          aria-label={column.sortLabel}
                        >
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        column?.header
                      )}
                      {column?.headerCaption && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {column.headerCaption}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <TableRow
                  hover
                  selected={row.getIsSelected()}
                  {...props.rowAttributes?.(row.original)}
                  onClick={props.onRowClick && (() => props.onRowClick?.(row.original))}
                  sx={props.onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {selection && (
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        size="small"
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                        slotProps={{
                          input: {
                            'aria-label':
                              selection.ariaLabels?.row ??
                              t('ui.selectRow', { name: selection.label(row.original) }),
                          },
                        }}
                      />
                    </TableCell>
                  )}
                  {hidden.length > 0 && (
                    <DetailsToggle
                      open={opened.has(row.id)}
                      onToggle={() => toggle(row.id)}
                      controls={`${detailsId}-${row.id}`}
                      name={rowLabel?.(row.original)}
                    />
                  )}
                  {row.getAllCells().map((cell) => {
                    const found = byId.get(cell.column.id);
                    if (!found) return null;
                    const column = narrow && found.id === fillId ? filling(found) : found;
                    if (column.edit)
                      return (
                        <EditableCell key={cell.id} column={column} edit={column.edit} row={row.original} />
                      );
                    return (
                      <TableCell
                        key={cell.id}
                        align={column.align}
                        padding={column.padding}
                        sx={column.sx}
                        data-testid={column.cellTestId}
                        {...column.cellAttributes?.(row.original)}
                      >
                        {column.cell(row.original)}
                      </TableCell>
                    );
                  })}
                </TableRow>
                {hidden.length > 0 && opened.has(row.id) && (
                  <DetailsRow
                    id={`${detailsId}-${row.id}`}
                    row={row.original}
                    columns={hidden}
                    span={shown.length + 1 + (selection ? 1 : 0)}
                  />
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && props.empty}
      {props.paging !== false && (
        <TablePaging
          total={total}
          totalCapped={props.totalCapped ?? false}
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={props.pageSizes}
          onChange={(patch, from) => {
            clear();
            if (patch.pageSize !== undefined) onStateChange(patch);
            else
              asked.movePage(from, patch.page, {
                total,
                pageSize: state.pageSize,
                capped: props.totalCapped ?? false,
              });
          }}
        />
      )}
    </Box>
  );
}
