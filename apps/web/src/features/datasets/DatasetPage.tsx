import type { DatasetColumn, DatasetRow } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { announceFailure, PageCarded, PageTitle, showMessage, useDateTime } from '../../shell';
import {
  type ColumnFilter,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  FILTER_OPERATORS,
  type ListParamsOf,
  useListParams,
} from '../../ui';
import { ColumnsDialog } from './ColumnsDialog';
import { DatasetsGate } from './DatasetsPage';
import { datasetKeys, datasetsApi, useDataset, useRows } from './datasets-api';
import { GRID_PAGE_SIZES, GridQuery, toFilter } from './grid-params';
import { ImportDialog } from './ImportDialog';

/** /datasets/{datasetId}: the data grid (sort, page, filter, inline edit), columns, import and export. */
export function DatasetPage() {
  return (
    <DatasetsGate>
      <DatasetGrid />
    </DatasetsGate>
  );
}

/** A cell's value as text for editing (and as the grid shows it, date-times aside). */
function editText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function DatasetGrid() {
  const { t } = useTranslation();
  const { datasetId = '' } = useParams();
  const client = useQueryClient();
  const dataset = useDataset(datasetId);
  const [params, setParams] = useListParams(GridQuery);
  const filter = toFilter(params.join, params.conditions);
  const rows = useRows(datasetId, {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    direction: params.direction,
    filter,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: datasetKeys.all });
  const formatTime = useDateTime();

  const addRow = useMutation({
    mutationFn: () => datasetsApi.addRow(datasetId, {}),
    onSuccess: async () => {
      showMessage(t('datasets.rowAdded'), 'success');
      await refresh();
    },
    onError: announceFailure,
  });
  const removeRows = useMutation({
    mutationFn: (ids: string[]) => datasetsApi.removeRows(datasetId, ids),
    onSuccess: async (answer) => {
      showMessage(t('datasets.rowsDeleted', { count: answer.removed }), 'success');
      setSelected(new Set());
      await refresh();
    },
    onError: announceFailure,
  });

  /** Saves an edited cell; a failure is announced and the cell stays in editing. */
  const saveCell = async (row: DatasetRow, column: DatasetColumn, text: string) => {
    try {
      const next = text === '' ? null : column.type === 'json' ? JSON.parse(text) : text;
      await datasetsApi.updateRow(datasetId, row.id, { [column.id]: next });
      await refresh();
    } catch (error) {
      announceFailure(error);
      throw error;
    }
  };
  /** A cell as the grid shows it: date-times in the user's time zone, booleans as yes/no. */
  const shownValue = (value: unknown, type: DatasetColumn['type']) =>
    value === undefined || value === null
      ? ''
      : type === 'datetime' && typeof value === 'string'
        ? formatTime(value)
        : type === 'boolean'
          ? value
            ? t('datasets.yes')
            : t('datasets.no')
          : editText(value);

  if (!dataset.data)
    return (
      <PageCarded header={<PageTitle title={t('datasets.title')} />}>
        {dataset.isError ? (
          <Alert severity="error">{t('datasets.notFound')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
          </Box>
        )}
      </PageCarded>
    );
  const current = dataset.data;
  const exportParams = { sort: params.sort, direction: params.direction, filter };
  const download = (format: 'csv' | 'json') =>
    datasetsApi.download(current, format, exportParams).catch(announceFailure);

  const header = (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={current.name} subtitle={current.description || t('datasets.subtitle')} />
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<ViewColumnIcon />}
          onClick={() => setColumnsOpen(true)}
          data-testid="open-columns"
        >
          {t('datasets.columnManager')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<UploadIcon />}
          onClick={() => setImportOpen(true)}
          data-testid="open-import"
        >
          {t('datasets.import')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          onClick={() => download('csv')}
          data-testid="export-csv"
        >
          {t('datasets.export')} {t('datasets.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          onClick={() => download('json')}
          data-testid="export-json"
        >
          {t('datasets.export')} {t('datasets.exportJson')}
        </Button>
      </Stack>
    </Stack>
  );

  const items = rows.data?.items ?? [];
  // A phone shows one value per row (the key column, else the first); the others open under it.
  const leading = current.columns.find((column) => column.id === current.keyColumnId) ?? current.columns[0];
  const columns: DataColumn<DatasetRow>[] = [
    ...current.columns.map(
      (column): DataColumn<DatasetRow> => ({
        id: column.id,
        header: `${column.name}${current.keyColumnId === column.id ? ' 🔑' : ''}`,
        headerCaption: t(`datasets.types.${column.type}`),
        sortable: true,
        sortLabel: t('datasets.sortBy', { name: column.name }),
        cell: (row) => <bdi>{shownValue(row.values[column.id], column.type)}</bdi>,
        cellAttributes: () => ({ 'data-cell': column.id }),
        priority: column.id === leading?.id ? 'essential' : 'detail',
        sx: { cursor: 'text', maxWidth: { xs: 180, sm: 320 }, overflow: 'hidden', textOverflow: 'ellipsis' },
        edit: {
          value: (row) => editText(row.values[column.id]),
          save: (row, text) => saveCell(row, column, text),
          label: column.name,
          testId: `edit-${column.id}`,
          ...(column.type === 'boolean'
            ? {
                options: [
                  { value: '', label: '—' },
                  { value: 'true', label: t('datasets.yes') },
                  { value: 'false', label: t('datasets.no') },
                ],
              }
            : {}),
        },
      }),
    ),
    {
      id: 'actions',
      header: '',
      align: 'right',
      cell: (row) => (
        <Tooltip title={t('datasets.deleteRow')}>
          <IconButton
            size="small"
            aria-label={t('datasets.deleteRow')}
            onClick={() => {
              setSelected(new Set([row.id]));
              setConfirmBulk(true);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <PageCarded
      header={header}
      contentToolbar={
        <Box sx={{ px: 3, width: '100%' }}>
          <Filters columns={current.columns} params={params} onChange={setParams} />
        </Box>
      }
    >
      <Stack direction="row" sx={{ gap: 1, mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={current.columns.length === 0 || addRow.isPending}
          onClick={() => addRow.mutate()}
          data-testid="add-row"
        >
          {t('datasets.addRow')}
        </Button>
        {selected.size > 0 && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirmBulk(true)}
            data-testid="delete-selected"
          >
            {t('datasets.deleteRows', { count: selected.size })}
          </Button>
        )}
      </Stack>
      {current.columns.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {t('datasets.noColumns')}
        </Typography>
      ) : (
        <>
          {rows.isError && (
            <Alert severity="error">{rows.error instanceof Error ? rows.error.message : ''}</Alert>
          )}
          <DataTable
            columns={columns}
            rows={items}
            total={rows.data?.total ?? 0}
            totalCapped={rows.data?.totalCapped ?? false}
            getRowId={(row) => row.id}
            rowLabel={(row) =>
              leading ? shownValue(row.values[leading.id], leading.type) || row.id : row.id
            }
            rowAttributes={(row) => ({ 'data-row-id': row.id })}
            state={{
              sort: params.sort ? { column: params.sort, desc: params.direction === 'desc' } : null,
              page: params.page,
              pageSize: params.pageSize,
            }}
            onStateChange={(patch) =>
              setParams({
                ...(patch.sort !== undefined
                  ? { sort: patch.sort?.column ?? null, direction: patch.sort?.desc ? 'desc' : 'asc' }
                  : {}),
                ...(patch.page !== undefined ? { page: patch.page } : {}),
                ...(patch.pageSize !== undefined ? { pageSize: patch.pageSize } : {}),
              })
            }
            pageSizes={GRID_PAGE_SIZES}
            testId="dataset-grid"
            selection={{
              label: (row) => row.id,
              selected,
              onSelectedChange: setSelected,
              ariaLabels: { page: t('datasets.selectAll'), row: t('datasets.selectRow') },
            }}
            stale={rows.isPlaceholderData}
            nowrap
            empty={
              rows.data &&
              rows.data.total === 0 && (
                <Typography
                  color="text.secondary"
                  sx={{ textAlign: 'center', py: 6 }}
                  data-testid="rows-empty"
                >
                  {filter ? t('datasets.noRowsMatch') : t('datasets.noRows')}
                </Typography>
              )
            }
          />
        </>
      )}
      <ConfirmDialog
        open={confirmBulk}
        title={t('datasets.deleteRowsTitle', { count: selected.size })}
        text={t('datasets.deleteRowsText')}
        confirmLabel={t('datasets.confirmDelete')}
        cancelLabel={t('datasets.cancel')}
        pending={removeRows.isPending}
        onCancel={() => setConfirmBulk(false)}
        onConfirm={() => removeRows.mutate([...selected], { onSettled: () => setConfirmBulk(false) })}
      />
      {columnsOpen && <ColumnsDialog dataset={current} onClose={() => setColumnsOpen(false)} />}
      {importOpen && <ImportDialog dataset={current} onClose={() => setImportOpen(false)} />}
    </PageCarded>
  );
}

/** The grid's filters: column, one of the six filter types, value; all (and) or any (or). */
function Filters({
  columns,
  params,
  onChange,
}: {
  columns: DatasetColumn[];
  params: ListParamsOf<typeof GridQuery>;
  onChange(patch: Partial<ListParamsOf<typeof GridQuery>>): void;
}) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<ColumnFilter[] | null>(null);
  const conditions = drafts ?? params.conditions;
  const apply = (next: ColumnFilter[]) => {
    setDrafts(null);
    onChange({ conditions: next, page: 0 });
  };
  const change = (index: number, patch: Partial<ColumnFilter>, commitNow: boolean) => {
    const next = conditions.map((c, i) => (i === index ? { ...c, ...patch } : c));
    if (commitNow) apply(next);
    else setDrafts(next);
  };
  const first = columns[0];
  return (
    <Stack sx={{ gap: 1, py: 1 }} data-testid="grid-filters">
      {conditions.map((condition, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: filter rows are positional (two may be alike)
          key={`${index}-${condition.column}`}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('datasets.filterColumn')}
            value={condition.column}
            onChange={(e) => change(index, { column: e.target.value }, true)}
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'data-testid': `filter-column-${index}` } }}
          >
            {columns.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('datasets.filterOperator')}
            value={condition.operator}
            onChange={(e) => {
              const operator = FILTER_OPERATORS.find((o) => o === e.target.value);
              if (operator) change(index, { operator }, true);
            }}
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'data-testid': `filter-operator-${index}` } }}
          >
            {FILTER_OPERATORS.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`datasets.operators.${o}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('datasets.filterValue')}
            value={condition.value}
            onChange={(e) => change(index, { value: e.target.value }, false)}
            onBlur={() => drafts && apply(drafts)}
            onKeyDown={(e) => e.key === 'Enter' && drafts && apply(drafts)}
            slotProps={{ htmlInput: { 'data-testid': `filter-value-${index}` } }}
          />
          <IconButton
            size="small"
            aria-label={t('datasets.removeFilter')}
            onClick={() => apply(conditions.filter((_, i) => i !== index))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!first}
          onClick={() =>
            first && setDrafts([...conditions, { column: first.id, operator: 'contains', value: '' }])
          }
          data-testid="add-filter"
        >
          {t('datasets.addFilter')}
        </Button>
        {conditions.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={params.join}
            onChange={(_, join) => (join === 'and' || join === 'or') && onChange({ join, page: 0 })}
          >
            <ToggleButton value="and">{t('datasets.matchAll')}</ToggleButton>
            <ToggleButton value="or">{t('datasets.matchAny')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {conditions.length > 0 && (
          <Button size="small" color="secondary" onClick={() => apply([])}>
            {t('datasets.clearFilters')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
