import CheckIcon from '@mui/icons-material/Check';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { useShellSettings } from '../settings/use-shell-settings';

/** English, Turkish and Arabic; Arabic turns the direction to RTL. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useShellSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('language.menu')}>
        <Button
          color="inherit"
          aria-label={t('language.menuNamed', { code: language.toUpperCase() })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="language-menu"
          sx={{ minWidth: 48, fontWeight: 700 }}
        >
          {language.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map(({ id }) => (
          <MenuItem
            key={id}
            lang={id}
            selected={id === language}
            data-language={id}
            onClick={() => {
              setAnchor(null);
              if (id !== language) setLanguage(id);
            }}
          >
            <ListItemIcon>{id === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`language.${id}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
