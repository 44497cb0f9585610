import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useAccent } from '../../shell';
import { useFieldError } from './field-error';

/** A text field of the billing forms; its form or server error shows under it in the interface language. */
export function BillingTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
>) {
  const accent = useAccent();
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          color={accent}
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error?.message)}
          slotProps={{ htmlInput: { 'data-testid': `field-${name}` } }}
        />
      )}
    />
  );
}
