import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export type SelectOption = { value: string; label: ReactNode };

/** The options, and after them the chosen value as it is when it is none of them (a deleted or mapped id). */
export function withUnknown(options: SelectOption[], value: string): SelectOption[] {
  return value === '' || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }];
}

/**
 * A small select of one value among options (a step's choice, a dataset, an authorization), with an empty
 * first choice unless `emptyLabel` is left out; choosing it gives `undefined`. A value that is not among the
 * options shows only if the caller adds it as an option (a mapped id, one beyond the first page).
 */
export function SelectField({
  label,
  required,
  value,
  options,
  emptyLabel,
  error,
  helperText,
  onChange,
  testId,
}: {
  label: string;
  required: boolean;
  value: string;
  options: readonly SelectOption[];
  emptyLabel?: ReactNode;
  error: string | undefined;
  helperText?: ReactNode;
  onChange(value: string | undefined): void;
  /** `data-testid` of the select's input. */
  testId?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      value={value}
      error={error !== undefined}
      helperText={error ?? helperText}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={testId === undefined ? undefined : { htmlInput: { 'data-testid': testId } }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
