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
  /** The step's fields, to name the one the list waits for by its label. */
  inputs: readonly ServiceField[];
  onChange(value: string): void;
};

/**
 * Indented as the fields' own helper texts above them (an outlined field's 14 px); padding, as the Stack
 * around resets its children's margins.
 */
const HINT = { px: 1.75 } as const;

/**
 * Under a field whose choices come from the account (Slack channels, a spreadsheet's tabs): a list
 * loaded with the step's authorization, to pick from instead of typing an id. The field above still
 * takes any value or mapping.
 */
export function LoadedOptions({ field, value, params, inputs, onChange }: LoadedOptionsProps) {
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
      <FormHelperText sx={HINT} data-testid={testId}>
        {t('designer.panel.optionsNeedAuthorization')}
      </FormHelperText>
    );
  const missing = dependsOn.find((key) => !isPlain(params[key]));
  if (missing)
    return (
      <FormHelperText sx={HINT} data-testid={testId}>
        {t('designer.panel.optionsNeedField', {
          field: inputs.find((input) => input.key === missing)?.label ?? missing,
        })}
      </FormHelperText>
    );
  if (query.isError)
    return (
      <FormHelperText sx={HINT} error data-testid={testId}>
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
      label={t('designer.panel.optionsChoose')}
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
      slotProps={{
        htmlInput: { 'data-testid': testId },
        // Isolated, a label such as "#sales" keeps its own direction on a right-to-left page.
        select: { renderValue: (chosen) => <bdi>{options.find((o) => o.value === chosen)?.label}</bdi> },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <bdi>{option.label}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}
