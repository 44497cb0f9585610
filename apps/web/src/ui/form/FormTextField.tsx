import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { serverMessage } from '../../i18n';
import { useAccent } from '../../shell';

type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Rewrites the typed text before it reaches the form (the 2FA code refuses a 7th character). */
  sanitize?: (value: string) => string;
  helperText?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A text field bound to react-hook-form; its error (form or server) shows under the field, translated. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  sanitize,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const accent = useAccent();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          color={accent}
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(sanitize ? sanitize(event.target.value) : event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? serverMessage(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
