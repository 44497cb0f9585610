import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/**
 * A new password and its confirmation (the browser offers to generate and keep it), in a form whose
 * schema checks that they match.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  labels,
  disabled,
  autoFocus,
}: {
  control: Control<T>;
  /** The password's field, then its confirmation's. */
  names: readonly [Path<T>, Path<T>];
  labels: readonly [string, string];
  disabled: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={names[0]}
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={names[1]}
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
