import SettingsIcon from '@mui/icons-material/Settings';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../settings/shell-store';

/** Opens the theme settings panel from the toolbar. */
export function SettingsButton() {
  const { t } = useTranslation();
  const setOpen = useShellStore((state) => state.setSettingsPanelOpen);
  return (
    <Tooltip title={t('settings.open')}>
      <IconButton
        color="inherit"
        aria-label={t('settings.open')}
        onClick={() => setOpen(true)}
        data-testid="settings-open"
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The same, as a tab fixed to the page edge (the side panel), for layouts shown without a toolbar. On a
 * phone it would sit on the page's content; there the toolbar's button is the way in (when shown).
 */
export function FixedSettingsButton({ toolbarShown }: { toolbarShown: boolean }) {
  const { t } = useTranslation();
  const setOpen = useShellStore((state) => state.setSettingsPanelOpen);
  return (
    <Button
      variant="contained"
      color="secondary"
      aria-label={t('settings.open')}
      onClick={() => setOpen(true)}
      data-testid="settings-fixed"
      sx={{
        position: 'fixed',
        display: toolbarShown ? { xs: 'none', md: 'inline-flex' } : 'inline-flex',
        right: 0,
        top: '50%',
        minWidth: 0,
        p: 1,
        borderTopRightRadius: 0,
        borderBottomRightRadius: 0,
        zIndex: (theme) => theme.zIndex.drawer - 1,
      }}
    >
      <SettingsIcon
        fontSize="small"
        sx={{
          animation: 'spin 6s linear infinite',
          '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </Button>
  );
}
