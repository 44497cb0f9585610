import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';

const ALL = 'all';

/** A toolbar filter picking one of a few values, or all of them (null) when it has an `allLabel`. */
export function SelectFilter({
  label,
  allLabel,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  allLabel?: string;
  value: string | null;
  options: { value: string; label: string }[];
  onChange(value: string | null): void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value ?? ALL}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      >
        {allLabel !== undefined && <MenuItem value={ALL}>{allLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
