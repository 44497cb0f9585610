import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDatasets } from '../../api/datasets';

/** A `dataset` field: one of the team's datasets, by id; its columns are listed under the field. */
export function DatasetPicker(props: {
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  required: boolean;
  error?: string | undefined;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  const list = useDatasets({ search: '', projectId: null, page: 0, pageSize: 100 });
  const items = list.data?.items ?? [];
  const value = typeof props.value === 'string' ? props.value : '';
  const chosen = items.find((d) => d.id === value);
  // A mapped id or a dataset beyond the first hundred is kept as it is.
  const other = value !== '' && !chosen && !list.isPending;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      required={props.required}
      value={value}
      error={props.error !== undefined}
      helperText={
        props.error ??
        (chosen ? `${t('datasets.columns')}: ${chosen.columns.map((c) => c.name).join(', ')}` : ' ')
      }
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    >
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {other && <MenuItem value={value}>{value}</MenuItem>}
      {items.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
