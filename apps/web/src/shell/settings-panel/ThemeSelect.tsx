import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES, type ThemeName } from '../settings/settings-schema';
import { PALETTES } from '../theme/palettes';

function Swatch({ name }: { name: ThemeName }) {
  const palette = PALETTES[name];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-flex',
        width: 40,
        height: 18,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        mr: 1,
        flexShrink: 0,
      }}
    >
      <Box sx={{ flex: 1, bgcolor: palette.background.default }} />
      <Box sx={{ flex: 1, bgcolor: palette.primary.main }} />
      <Box sx={{ flex: 1, bgcolor: palette.secondary.main }} />
    </Box>
  );
}

/** Picks one of the ten themes for a section, each shown with its colours. */
export function ThemeSelect({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: ThemeName;
  onChange: (value: ThemeName) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const id = `theme-select-${name}`;
  return (
    <FormControl fullWidth size="small" sx={{ mb: 2 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        name={name}
        value={value}
        onChange={(event) => {
          const chosen = THEME_NAMES.find((theme) => theme === event.target.value);
          if (chosen) onChange(chosen);
        }}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Swatch name={selected} />
            {t(`themes.${selected}`)}
          </Box>
        )}
      >
        {THEME_NAMES.map((theme) => (
          <MenuItem key={theme} value={theme} data-theme-name={theme}>
            <Swatch name={theme} />
            {t(`themes.${theme}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
