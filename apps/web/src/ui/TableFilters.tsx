import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Button,
  IconButton,
  MenuItem,
  Popover,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnFilter,
  FILTER_JOINS,
  FILTER_OPERATORS,
  type FilterJoin,
  type FilterOperator,
  type TableState,
} from './table-state';

export type FilterableColumn = { id: string; header: string };

const isOperator = (value: string): value is FilterOperator => FILTER_OPERATORS.some((op) => op === value);
const isJoin = (value: unknown): value is FilterJoin => FILTER_JOINS.some((join) => join === value);

/**
 * The column filters of a list: a button opening the conditions (column, one of the spec's six filter
 * types, value), joined with and/or. Edits are a draft until Apply, so typing does not reload the list
 * at every key; Apply and Clear go back to the first page.
 */
export function TableFilters({
  columns,
  filters,
  join,
  onChange,
  testId,
}: {
  columns: FilterableColumn[];
  filters: ColumnFilter[];
  join: FilterJoin;
  onChange(patch: Partial<TableState>): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ColumnFilter[]>(filters);
  const [draftJoin, setDraftJoin] = useState<FilterJoin>(join);
  const first = columns[0];
  if (!first) return null;
  const blank = (): ColumnFilter => ({ column: first.id, operator: 'contains', value: '' });
  const open = (target: HTMLElement) => {
    setDraft(filters.length > 0 ? filters : [blank()]);
    setDraftJoin(join);
    setAnchor(target);
  };
  const edit = (index: number, patch: Partial<ColumnFilter>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const apply = (next: ColumnFilter[], nextJoin: FilterJoin) => {
    const kept = next.filter((row) => row.value !== '');
    // One condition has nothing to join: the join goes back to "all", so the URL keeps none.
    onChange({ filters: kept, join: kept.length > 1 ? nextJoin : 'and', page: 0 });
    setAnchor(null);
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant={filters.length > 0 ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        onClick={(event) => open(event.currentTarget)}
        data-testid={`${testId}-filters`}
      >
        {filters.length > 0 ? t('ui.filtersCount', { count: filters.length }) : t('ui.filters')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
      >
        <Stack
          component="form"
          sx={{ p: 2, gap: 1.5, minWidth: { sm: 560 } }}
          data-testid={`${testId}-filter-panel`}
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft, draftJoin);
          }}
        >
          {draft.length > 1 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={draftJoin}
              onChange={(_event, value) => isJoin(value) && setDraftJoin(value)}
            >
              {FILTER_JOINS.map((value) => (
                <ToggleButton key={value} value={value} data-testid={`filter-join-${value}`}>
                  {t(`ui.joins.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {draft.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
            <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }} data-testid="filter-row">
              <TextField
                select
                size="small"
                label={t('ui.column')}
                value={row.column}
                onChange={(event) => edit(index, { column: event.target.value })}
                sx={{ minWidth: 140 }}
                slotProps={{ htmlInput: { 'data-testid': 'filter-column' } }}
              >
                {columns.map((column) => (
                  <MenuItem key={column.id} value={column.id}>
                    {column.header}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('ui.operator')}
                value={row.operator}
                onChange={(event) =>
                  isOperator(event.target.value) && edit(index, { operator: event.target.value })
                }
                sx={{ minWidth: 150 }}
                slotProps={{ htmlInput: { 'data-testid': 'filter-operator' } }}
              >
                {FILTER_OPERATORS.map((operator) => (
                  <MenuItem key={operator} value={operator}>
                    {t(`ui.operators.${operator}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('ui.value')}
                value={row.value}
                onChange={(event) => edit(index, { value: event.target.value })}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { 'data-testid': 'filter-value' } }}
              />
              <Tooltip title={t('ui.removeFilter')}>
                <IconButton
                  size="small"
                  aria-label={t('ui.removeFilter')}
                  onClick={() => setDraft((rows) => rows.filter((_row, i) => i !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setDraft((rows) => [...rows, blank()])}
            >
              {t('ui.addFilter')}
            </Button>
            <Stack direction="row" sx={{ gap: 1, marginInlineStart: 'auto' }}>
              <Button size="small" color="inherit" onClick={() => apply([], 'and')}>
                {t('ui.clearFilters')}
              </Button>
              <Button
                size="small"
                type="submit"
                variant="contained"
                color="secondary"
                data-testid="filter-apply"
              >
                {t('ui.applyFilters')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
