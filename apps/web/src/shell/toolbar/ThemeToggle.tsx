import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellSettings } from '../settings/use-shell-settings';
import { isDarkTheme } from '../theme/palettes';

/** Switches the main theme between a light and a dark one. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { settings, toggleLightDark } = useShellSettings();
  const dark = isDarkTheme(settings.theme.main);
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleLightDark} data-testid="theme-toggle">
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
