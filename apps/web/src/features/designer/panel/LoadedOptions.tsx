import type { ServiceField } from '@flowlane/contracts';
import { FormHelperText, MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlain, useStepOptions } from '../api/step-options';

export type LoadedOptionsProps = {
  field: ServiceField & { optionsFrom: NonNullable<ServiceField['optionsFrom']> };
  value: unknown;
  /** The step's params: its authorization and the fields the loader depends on. */
  params: Record<string, unknown>;
  onChange(value: string): void;
};

/**
 * Under a field whose choices come from the account (Slack channels, a spreadsheet's tabs): a list
 * loaded with the step's authorization, to pick from instead of typing an id. The field above still
 * takes any value or mapping.
 */
export function LoadedOptions({ field, value, params, onChange }: LoadedOptionsProps) {
  const { t } = useTranslation();
  const { loader, dependsOn = [] } = field.optionsFrom;
  const depends = useMemo(
    () => Object.fromEntries(dependsOn.map((key) => [key, params[key]])),
    [dependsOn, params],
  );
  const authorization = params.authorization;
  const query = useStepOptions(loader, authorization, depends, true);
  const testId = `options-${field.key}`;

  if (!isPlain(authorization))
    return (
      <FormHelperText data-testid={testId}>{t('designer.panel.optionsNeedAuthorization')}</FormHelperText>
    );
  const missing = dependsOn.find((key) => !isPlain(params[key]));
  if (missing)
    return (
      <FormHelperText data-testid={testId}>
        {t('designer.panel.optionsNeedField', { field: missing })}
      </FormHelperText>
    );
  if (query.isError)
    return (
      <FormHelperText error data-testid={testId}>
        {t('designer.panel.optionsFailed', { message: query.error.message })}
      </FormHelperText>
    );
  const options = query.data?.options ?? [];
  const current = typeof value === 'string' && options.some((o) => o.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('designer.panel.optionsChoose', { field: field.label })}
      value={current}
      disabled={query.isPending || options.length === 0}
      helperText={
        query.isPending
          ? t('designer.panel.optionsLoading')
          : options.length === 0
            ? t('designer.panel.optionsNone')
            : undefined
      }
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
