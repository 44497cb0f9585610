import {
  type Dataset,
  DatasetColumnType,
  type DatasetImport,
  type DatasetImportTarget,
} from '@flowlane/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFailure } from '../../shell';
import { datasetKeys, datasetsApi } from './datasets-api';

const TYPES = DatasetColumnType.options;
const SKIP = 'skip';

/** A mapping choice as one select value: skip, an existing column id, or `new:<type>`. */
function choiceOf(target: DatasetImportTarget | undefined): string {
  if (!target) return SKIP;
  if (target.columnId) return target.columnId;
  return `new:${target.newColumn?.type ?? 'text'}`;
}

/** CSV import: upload, the mapping preview (header, sample, guessed types), progress, the outcome and its error report. */
export function ImportDialog({ dataset, onClose }: { dataset: Dataset; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [uploaded, setUploaded] = useState<DatasetImport | null>(null);
  const [started, setStarted] = useState(false);
  const [hasHeader, setHasHeader] = useState(true);
  const [choices, setChoices] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    queryKey: datasetKeys.import(dataset.id, uploaded?.id ?? ''),
    queryFn: () => datasetsApi.importStatus(dataset.id, uploaded?.id ?? ''),
    enabled: started && uploaded !== null,
    refetchInterval: (query) => {
      const s = query.state.data?.status;
      return s === 'succeeded' || s === 'failed' ? false : 500;
    },
  });
  const outcome = status.data;
  useEffect(() => {
    if (outcome?.status === 'succeeded') void client.invalidateQueries({ queryKey: datasetKeys.all });
  }, [outcome?.status, client]);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const preview = await datasetsApi.upload(dataset.id, file);
      setUploaded(preview);
      setHasHeader(preview.hasHeader);
      setChoices(preview.headers.map((_, i) => choiceOf(preview.mapping.find((m) => m.source === i))));
    } catch (error) {
      announceFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    if (!uploaded) return;
    const mapping: DatasetImportTarget[] = [];
    choices.forEach((choice, source) => {
      if (choice === SKIP) return;
      if (choice.startsWith('new:')) {
        const type = TYPES.find((x) => `new:${x}` === choice) ?? 'text';
        mapping.push({
          source,
          newColumn: { name: uploaded.headers[source] ?? `Column ${source + 1}`, type },
        });
      } else mapping.push({ source, columnId: choice });
    });
    setBusy(true);
    try {
      await datasetsApi.startImport(dataset.id, uploaded.id, { hasHeader, mapping });
      setStarted(true);
    } catch (error) {
      announceFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const running = started && (!outcome || !['succeeded', 'failed'].includes(outcome.status));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('datasets.importTitle')}</DialogTitle>
      <DialogContent data-testid="import-dialog">
        {!uploaded && (
          <Button variant="outlined" color="secondary" component="label" disabled={busy}>
            {t('datasets.chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              data-testid="import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </Button>
        )}
        {uploaded && !started && (
          <Stack sx={{ gap: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={hasHeader} onChange={(e) => setHasHeader(e.target.checked)} />}
              label={t('datasets.hasHeader')}
            />
            <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {uploaded.headers.map((header, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: CSV columns are positional (headers may repeat)
                    <TableCell key={`${i}-${header}`}>
                      <Typography variant="subtitle2">{header}</Typography>
                      <TextField
                        select
                        size="small"
                        label={t('datasets.mapTo')}
                        value={choices[i] ?? SKIP}
                        onChange={(e) => setChoices(choices.map((c, j) => (j === i ? e.target.value : c)))}
                        sx={{ minWidth: 170, mt: 1 }}
                        slotProps={{ htmlInput: { 'data-testid': `map-${i}` } }}
                      >
                        <MenuItem value={SKIP}>{t('datasets.skip')}</MenuItem>
                        {dataset.columns.map((c) => (
                          <MenuItem key={c.id} value={c.id}>
                            {c.name}
                          </MenuItem>
                        ))}
                        {TYPES.map((x) => (
                          <MenuItem key={x} value={`new:${x}`}>
                            {t('datasets.newColumnOf', { type: t(`datasets.types.${x}`) })}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {uploaded.sample.map((line, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: sample lines have no identity but their position
                  <TableRow key={r}>
                    {uploaded.headers.map((_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <TableCell key={i}>
                        <bdi>{line[i] ?? ''}</bdi>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
        {started && (
          <Stack sx={{ gap: 1 }} data-testid="import-status">
            {running && (
              <>
                <LinearProgress
                  color="secondary"
                  variant={outcome?.total ? 'determinate' : 'indeterminate'}
                  value={outcome?.total ? (100 * outcome.processed) / outcome.total : 0}
                />
                <Typography variant="body2">
                  {outcome?.status === 'writing'
                    ? t('datasets.writing', { total: outcome.total ?? 0 })
                    : t('datasets.checking', { processed: outcome?.processed ?? 0 })}
                </Typography>
              </>
            )}
            {outcome?.status === 'succeeded' && (
              <Alert severity="success" data-testid="import-done">
                {t('datasets.importDone', { inserted: outcome.inserted, updated: outcome.updated })}
              </Alert>
            )}
            {outcome?.status === 'failed' && (
              <Alert severity="error" data-testid="import-failed">
                <Typography sx={{ fontWeight: 600 }}>
                  {outcome.message ?? t('datasets.importFailed')}
                </Typography>
                {outcome.errors.map((e) => (
                  <Typography key={`${e.line}-${e.column}`} variant="body2" data-testid="import-error">
                    <bdi>
                      {t('datasets.errorLine', { line: e.line, column: e.column, message: e.message })}
                    </bdi>
                  </Typography>
                ))}
                {outcome.errorCount > outcome.errors.length && (
                  <Typography variant="body2">
                    {t('datasets.moreErrors', { count: outcome.errorCount - outcome.errors.length })}
                  </Typography>
                )}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('datasets.close')}</Button>
        {uploaded && !started && (
          <Button
            variant="contained"
            color="secondary"
            disabled={busy}
            onClick={() => void start()}
            data-testid="start-import"
          >
            {t('datasets.startImport')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
