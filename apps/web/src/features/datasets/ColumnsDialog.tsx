import {
  type ColumnTypePreview,
  DATASET_MAX_COLUMNS,
  type Dataset,
  type DatasetColumn,
  DatasetColumnType,
} from '@flowlane/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFailure } from '../../shell';
import { ConfirmDialog } from '../../ui';
import { datasetKeys, datasetsApi } from './datasets-api';

const TYPES = DatasetColumnType.options;

/** The column manager: add, rename, reorder, delete, change type (with the preview), the key column. */
export function ColumnsDialog({ dataset, onClose }: { dataset: Dataset; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [type, setType] = useState<DatasetColumnType>('text');
  const [deleting, setDeleting] = useState<DatasetColumn | null>(null);
  const [preview, setPreview] = useState<{ column: DatasetColumn; result: ColumnTypePreview } | null>(null);
  const done = () => client.invalidateQueries({ queryKey: datasetKeys.all });
  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: done,
    onError: announceFailure,
  });
  const id = dataset.id;
  const columns = dataset.columns;
  const full = columns.length >= DATASET_MAX_COLUMNS;
  const move = (index: number, by: number) => {
    const ids = columns.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    change.mutate(() => datasetsApi.reorder(id, ids));
  };
  const askType = async (column: DatasetColumn, to: DatasetColumnType) => {
    try {
      setPreview({ column, result: await datasetsApi.preview(id, column.id, to) });
    } catch (error) {
      announceFailure(error);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('datasets.columnManagerTitle', { count: columns.length })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1.5, pt: 1 }} data-testid="columns-dialog">
          {columns.map((column, index) => (
            <Stack
              key={column.id}
              direction="row"
              sx={{ gap: 1, alignItems: 'center' }}
              data-column={column.name}
            >
              <TextField
                size="small"
                label={t('datasets.columnName')}
                defaultValue={column.name}
                onBlur={(e) => {
                  const next = e.target.value.trim();
                  if (next && next !== column.name)
                    change.mutate(() => datasetsApi.updateColumn(id, column.id, { name: next }));
                }}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                size="small"
                label={t('datasets.columnType')}
                value={column.type}
                onChange={(e) => {
                  const to = TYPES.find((x) => x === e.target.value);
                  if (to) void askType(column, to);
                }}
                sx={{ minWidth: 140 }}
                slotProps={{ htmlInput: { 'data-testid': `column-type-${column.id}` } }}
              >
                {TYPES.map((x) => (
                  <MenuItem key={x} value={x}>
                    {t(`datasets.types.${x}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                size="small"
                aria-label={t('datasets.moveUp')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('datasets.moveDown')}
                disabled={index === columns.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('datasets.deleteColumn')}
                onClick={() => setDeleting(column)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <TextField
            select
            size="small"
            label={t('datasets.keyColumn')}
            value={dataset.keyColumnId ?? ''}
            onChange={(e) =>
              change.mutate(() => datasetsApi.update(id, { keyColumnId: e.target.value || null }))
            }
          >
            <MenuItem value="">{t('datasets.noKey')}</MenuItem>
            {columns.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', pt: 1 }}>
            <TextField
              size="small"
              label={t('datasets.columnName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'new-column-name' } }}
            />
            <TextField
              select
              size="small"
              label={t('datasets.columnType')}
              value={type}
              onChange={(e) => {
                const next = TYPES.find((x) => x === e.target.value);
                if (next) setType(next);
              }}
              sx={{ minWidth: 140 }}
              slotProps={{ htmlInput: { 'data-testid': 'new-column-type' } }}
            >
              {TYPES.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`datasets.types.${x}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              color="secondary"
              disabled={name.trim() === '' || change.isPending || full}
              onClick={() => {
                const added = name;
                change.mutate(() => datasetsApi.addColumn(id, added.trim(), type), {
                  // The add settles after the lists refresh; a name typed meanwhile stays.
                  onSuccess: () => setName((current) => (current === added ? '' : current)),
                });
              }}
              data-testid="add-column"
            >
              {t('datasets.addColumn')}
            </Button>
          </Stack>
          {full && <Alert severity="info">{t('datasets.tooManyColumns')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('datasets.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title={t('datasets.deleteColumnTitle', { name: deleting?.name ?? '' })}
        text={t('datasets.deleteColumnText')}
        confirmLabel={t('datasets.confirmDelete')}
        cancelLabel={t('datasets.cancel')}
        pending={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          change.mutate(() => datasetsApi.removeColumn(id, deleting.id), {
            onSettled: () => setDeleting(null),
          })
        }
      />
      {preview && (
        <Dialog open onClose={() => setPreview(null)} maxWidth="sm" fullWidth>
          <DialogTitle>
            {t('datasets.previewTitle', {
              name: preview.column.name,
              type: t(`datasets.types.${preview.result.to}`),
            })}
          </DialogTitle>
          <DialogContent data-testid="type-preview">
            {preview.result.failureCount === 0 ? (
              <Typography>{t('datasets.previewAllConvert', { count: preview.result.checked })}</Typography>
            ) : (
              <>
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {t('datasets.previewSome', {
                    failed: preview.result.failureCount,
                    count: preview.result.checked,
                    type: t(`datasets.types.${preview.result.to}`),
                  })}
                </Alert>
                {preview.result.failures.map((f) => (
                  <Typography key={f.rowId} variant="body2" sx={{ fontFamily: 'monospace' }}>
                    <bdi>{t('datasets.previewRow', { id: f.rowId, value: JSON.stringify(f.value) })}</bdi>
                  </Typography>
                ))}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPreview(null)}>{t('datasets.cancel')}</Button>
            <Button
              variant="contained"
              color={preview.result.failureCount > 0 ? 'error' : 'secondary'}
              onClick={() =>
                change.mutate(
                  () =>
                    datasetsApi.updateColumn(id, preview.column.id, {
                      type: preview.result.to,
                      confirm: preview.result.failureCount > 0,
                    }),
                  { onSettled: () => setPreview(null) },
                )
              }
              data-testid="confirm-type"
            >
              {t('datasets.confirmChange')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
