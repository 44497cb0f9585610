import { LIMITS } from '@flowlane/contracts';
import CloseIcon from '@mui/icons-material/Close';
import { Drawer, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NavbarPosition } from '../settings/settings-schema';
import { useShellStore } from '../settings/shell-store';
import { SectionTheme } from '../theme/SectionTheme';
import { NavbarContent } from './NavbarContent';

/** Below the large breakpoint the navbar is a drawer, opened from the toolbar's menu button. */
export function MobileNavbar({ position = 'left' }: { position?: NavbarPosition }) {
  const { t } = useTranslation();
  const open = useShellStore((state) => state.navbarMobileOpen);
  const setOpen = useShellStore((state) => state.setNavbarMobileOpen);
  const close = () => setOpen(false);
  return (
    <SectionTheme section="navbar">
      <Drawer
        anchor={position}
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: LIMITS.navbarWidth, backgroundImage: 'none' } } }}
        data-testid="navbar-mobile"
      >
        <NavbarContent
          dense={false}
          onNavigate={close}
          headerAction={
            <IconButton color="inherit" size="small" aria-label={t('navbar.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        />
      </Drawer>
    </SectionTheme>
  );
}
