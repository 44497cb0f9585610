import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../settings/shell-store';
import { useShellSettings } from '../settings/use-shell-settings';
import { useLargeScreen } from './use-large-screen';

/**
 * Folds and unfolds the navbar on large screens (layout 1) and opens it as a drawer below them, or in
 * the horizontal layouts.
 */
export function NavbarToggleButton({ foldable }: { foldable: boolean }) {
  const { t } = useTranslation();
  const large = useLargeScreen();
  const { settings, toggleNavbarFolded } = useShellSettings();
  const setMobileOpen = useShellStore((state) => state.setNavbarMobileOpen);
  const folded = settings.layout.config.navbar.folded;
  if (foldable && large) {
    const label = folded ? t('navbar.unfold') : t('navbar.fold');
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={toggleNavbarFolded} data-testid="navbar-fold">
          {folded ? (
            <MenuIcon />
          ) : (
            <MenuOpenIcon
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          )}
        </IconButton>
      </Tooltip>
    );
  }
  if (large) return null;
  return (
    <IconButton
      color="inherit"
      aria-label={t('navbar.toggle')}
      onClick={() => setMobileOpen(true)}
      data-testid="navbar-open"
    >
      <MenuIcon />
    </IconButton>
  );
}
