import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Switch } from '@mui/material';

/** A labelled row of radio choices. */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
  name: string;
}) {
  return (
    <FormControl component="fieldset" sx={{ display: 'block', mb: 1.5 }}>
      <FormLabel component="legend" sx={{ fontSize: 13, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(_event, next) => {
          const chosen = options.find((option) => option === next);
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" color="secondary" />}
            label={labelOf(option)}
            slotProps={{ typography: { sx: { fontSize: 13 } } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A labelled switch. */
export function OptionSwitch({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  return (
    <FormControlLabel
      sx={{ display: 'flex', mb: 0.5 }}
      control={
        <Switch
          size="small"
          color="secondary"
          name={name}
          checked={checked}
          onChange={(_event, next) => onChange(next)}
        />
      }
      label={label}
      slotProps={{ typography: { sx: { fontSize: 13 } } }}
    />
  );
}
