import { MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BillingTextField } from './BillingTextField';
import type { BillingDetailsFormInput } from './billing-form';
import { countryOptions } from './countries';
import { useFieldError } from './field-error';

/** Billing details (spec section 2): email, address lines, city, state, ZIP and the country select. */
export function BillingDetailsFields({
  control,
  disabled,
}: {
  control: Control<BillingDetailsFormInput>;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const text = (name: 'email' | 'line1' | 'line2' | 'city' | 'state' | 'zip', required: boolean) => (
    <BillingTextField
      control={control}
      name={name}
      label={t(`billing.checkout.${name}`)}
      required={required}
      disabled={disabled}
    />
  );
  return (
    <Stack spacing={2}>
      {text('email', true)}
      {text('line1', true)}
      {text('line2', false)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('city', true)}
        {text('state', false)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={t('billing.checkout.country')}
              disabled={disabled}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldError(fieldState.error?.message)}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
                htmlInput: { 'data-testid': 'field-country' },
              }}
              data-testid="country-select"
            >
              {countries.map((country) => (
                <MenuItem key={country.code} value={country.code}>
                  {country.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('zip', false)}
      </Stack>
    </Stack>
  );
}
