import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccent } from '../../shell';

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The IANA time zones this browser knows, with the current value kept even if it is not listed. */
function timezones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

export function TimezoneField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const options = useMemo(() => timezones(value), [value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      disableClearable
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField {...params} color={accent} label={t('profile.timezone')} name="timezone" />
      )}
    />
  );
}
