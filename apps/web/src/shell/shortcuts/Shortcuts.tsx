import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavIcon } from '../navigation/NavIcon';
import { useNavigation, useNavTitle } from '../navigation/use-navigation';
import { searchByTitle } from '../search/search-text';
import { useShortcuts } from './use-shortcuts';

/** Favourite pages in the toolbar, and a star menu to add or remove them. */
export function Shortcuts() {
  const { t } = useTranslation();
  const titleOf = useNavTitle();
  const { items } = useShortcuts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      data-testid="shortcuts"
      sx={{ display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' }}
    >
      {items.map((item) => (
        <Tooltip key={item.id} title={titleOf(item)}>
          <IconButton
            color="inherit"
            component={Link}
            to={item.url ?? '/'}
            aria-label={titleOf(item)}
            data-shortcut-id={item.id}
          >
            <NavIcon icon={item.icon} title={titleOf(item)} />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('shortcuts.add')}>
        <IconButton
          color="inherit"
          aria-label={t('shortcuts.add')}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="shortcuts-add"
        >
          <StarIcon sx={{ color: 'warning.main' }} />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 300 } } }}
      >
        <ShortcutPicker onNavigate={() => setAnchor(null)} />
      </Popover>
    </Box>
  );
}

function ShortcutPicker({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const titleOf = useNavTitle();
  const { flat } = useNavigation();
  const { items, ids, toggle } = useShortcuts();
  const [query, setQuery] = useState('');
  const shown = query.trim() ? searchByTitle(flat, query, titleOf, flat.length) : items;
  return (
    <Box data-testid="shortcuts-menu">
      <Box sx={{ p: 1.5 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('shortcuts.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('shortcuts.placeholder') } }}
        />
      </Box>
      <List dense sx={{ maxHeight: 360, overflowY: 'auto', pt: 0 }}>
        {shown.map((item) => {
          const title = titleOf(item);
          const starred = ids.includes(item.id);
          return (
            <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
              <ListItemButton component={Link} to={item.url ?? '/'} onClick={onNavigate} sx={{ flex: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <NavIcon icon={item.icon} title={title} />
                </ListItemIcon>
                <ListItemText primary={title} />
              </ListItemButton>
              <IconButton
                size="small"
                aria-label={t('shortcuts.toggle', { title })}
                aria-pressed={starred}
                onClick={() => toggle(item.id)}
                data-shortcut-toggle={item.id}
              >
                {starred ? (
                  <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
                ) : (
                  <StarBorderIcon fontSize="small" />
                )}
              </IconButton>
            </Box>
          );
        })}
      </List>
      {query.trim() !== '' && shown.length === 0 && (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {t('shortcuts.noResults')}
        </Typography>
      )}
    </Box>
  );
}
