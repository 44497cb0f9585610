import { useTranslation } from 'react-i18next';
import { useDatasets } from '../../api/datasets';
import { SelectField } from '../SelectField';

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
    <SelectField
      label={props.label}
      required={props.required}
      value={value}
      options={[
        ...(other ? [{ value, label: value }] : []),
        ...items.map((d) => ({ value: d.id, label: d.name })),
      ]}
      emptyLabel="—"
      error={props.error}
      helperText={chosen ? `${t('datasets.columns')}: ${chosen.columns.map((c) => c.name).join(', ')}` : ' '}
      onChange={props.onChange}
      testId={props.testId}
    />
  );
}
