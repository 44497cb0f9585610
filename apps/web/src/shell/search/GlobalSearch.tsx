import { LIMITS } from '@flowlane/contracts';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, IconButton, InputBase, ListItemIcon, Paper, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavIcon } from '../navigation/NavIcon';
import type { NavItem } from '../navigation/types';
import { useNavigation, useNavTitle } from '../navigation/use-navigation';
import { Highlighted } from './Highlighted';
import { searchByTitle } from './search-text';

/**
 * Search over the pages the user may see: at most 10 suggestions, the first highlighted, "No results.."
 * when none match; Esc closes, choosing one navigates.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Tooltip title={t('search.open')}>
        <IconButton
          color="inherit"
          aria-label={t('search.open')}
          onClick={() => setOpen(true)}
          data-testid="search-open"
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  return <SearchBar onClose={() => setOpen(false)} />;
}

function SearchBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flat } = useNavigation();
  const titleOf = useNavTitle();
  const [query, setQuery] = useState('');
  const choose = (item: NavItem | null) => {
    if (!item?.url) return;
    onClose();
    void navigate(item.url);
  };
  return (
    <Paper
      square
      elevation={0}
      data-testid="global-search"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        bgcolor: 'background.paper',
      }}
    >
      <SearchIcon color="action" />
      <Autocomplete<NavItem>
        sx={{ flex: 1 }}
        options={flat}
        open={query.trim() !== ''}
        inputValue={query}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setQuery(value);
        }}
        value={null}
        onChange={(_event, item) => choose(item)}
        filterOptions={(options, state) =>
          searchByTitle(options, state.inputValue, titleOf, LIMITS.searchSuggestionsMax)
        }
        getOptionLabel={titleOf}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        autoHighlight
        noOptionsText={t('search.noResults')}
        popupIcon={null}
        clearIcon={null}
        renderOption={({ key, ...props }, item) => (
          <Box component="li" key={key} {...props} data-nav-id={item.id}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <NavIcon icon={item.icon} title={titleOf(item)} />
            </ListItemIcon>
            <Highlighted text={titleOf(item)} query={query.trim()} />
          </Box>
        )}
        renderInput={(params) => (
          <InputBase
            ref={params.slotProps.input.ref}
            inputProps={params.slotProps.htmlInput}
            autoFocus
            fullWidth
            placeholder={t('search.placeholder')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
            sx={{ fontSize: 16 }}
          />
        )}
      />
      <IconButton aria-label={t('search.close')} onClick={onClose} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
