import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';

/** One input of a generated form: an auth template field or an integration setting. */
export type SchemaField = {
  key: string;
  label: string;
  type: string;
  required: boolean;
  secret?: boolean;
  help?: string | undefined;
  placeholder?: string | undefined;
  options?: { value: string; label: string }[] | undefined;
};

export type FieldValues = Record<string, unknown>;

/** The initial values of a form: the stored ones, else each field's default. */
export function initialValues(
  fields: readonly (SchemaField & { default?: unknown })[],
  stored: FieldValues = {},
): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = field.key in stored ? stored[field.key] : field.default;
    if (field.type === 'boolean') values[field.key] = value === true || value === 'true';
    else if (field.type === 'json' && value !== undefined && typeof value !== 'string')
      values[field.key] = JSON.stringify(value, null, 2);
    else values[field.key] = value ?? '';
  }
  return values;
}

/** Required fields left empty, as field errors ("<label> is required"), keyed by field key. */
export function missingRequired(
  fields: readonly SchemaField[],
  values: FieldValues,
  text: (label: string) => string,
) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required || field.type === 'boolean') continue;
    const value = values[field.key];
    if (value === undefined || value === null || String(value).trim() === '')
      errors[field.key] = text(field.label);
  }
  return errors;
}

/** The server's `fields` with a prefix ("fields.host") as errors per field key ("host"). */
export function fieldErrorsOf(
  fields: Record<string, string> | undefined,
  prefix: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key.startsWith(`${prefix}.`)) errors[key.slice(prefix.length + 1)] = message;
  }
  return errors;
}

const INPUT_TYPES: Record<string, string> = {
  number: 'number',
  email: 'email',
  url: 'url',
  password: 'password',
};

/**
 * A form generated from a field list: labels, help, required marks, secret fields as password inputs,
 * select options, booleans as checkboxes; errors under their field.
 */
export function SchemaFields({
  fields,
  values,
  errors,
  onChange,
  idPrefix,
}: {
  fields: readonly SchemaField[];
  values: FieldValues;
  errors: Record<string, string>;
  onChange(key: string, value: unknown): void;
  idPrefix: string;
}) {
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const error = errors[field.key];
        const helper = error ?? field.help;
        if (field.type === 'boolean') {
          return (
            <FormControl key={field.key} error={error !== undefined} data-field={field.key}>
              <FormControlLabel
                control={
                  <Checkbox
                    id={id}
                    checked={values[field.key] === true}
                    onChange={(event) => onChange(field.key, event.target.checked)}
                  />
                }
                label={field.label}
              />
              {helper && <FormHelperText sx={{ mt: -0.5 }}>{helper}</FormHelperText>}
            </FormControl>
          );
        }
        const multiline = field.type === 'textarea' || field.type === 'json';
        const secret = field.secret === true || field.type === 'password';
        return (
          <TextField
            key={field.key}
            id={id}
            data-field={field.key}
            select={field.type === 'select'}
            fullWidth
            size="small"
            label={field.label}
            required={field.required}
            type={secret ? 'password' : (INPUT_TYPES[field.type] ?? 'text')}
            placeholder={field.placeholder}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            value={values[field.key] ?? ''}
            error={error !== undefined}
            helperText={helper}
            autoComplete={secret ? 'new-password' : 'off'}
            onChange={(event) => onChange(field.key, event.target.value)}
            slotProps={{
              htmlInput: { 'data-testid': `field-${field.key}`, spellCheck: false },
              ...(field.type === 'json' ? { input: { sx: { fontFamily: 'monospace' } } } : {}),
            }}
          >
            {field.type === 'select' &&
              (field.options ?? []).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
