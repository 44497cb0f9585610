import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUrlParams } from '../../ui';
import { TemplateIcon } from './TemplateIcon';

export type LibraryItem = {
  id: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  /** Chips under the description (the kind, the authorizations an integration needs). */
  tags: string[];
};

type LibraryFilter = { search: string; category: string };

/** Search (?q=) and category (?category=) of a library page, kept in the URL. */
export function useLibraryFilter(): [LibraryFilter, (patch: Partial<LibraryFilter>) => void] {
  return useUrlParams(
    (query): LibraryFilter => ({ search: query.get('q') ?? '', category: query.get('category') ?? '' }),
    (next) => {
      const search = new URLSearchParams();
      if (next.search) search.set('q', next.search);
      if (next.category) search.set('category', next.category);
      return search;
    },
  );
}

/** Filters on the client: the libraries are small and the search box answers as one types. */
export function filterLibrary<T extends LibraryItem>(
  items: readonly T[],
  search: string,
  category: string,
): T[] {
  const words = search.toLowerCase().split(/\s+/u).filter(Boolean);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    const text = `${item.name} ${item.description} ${item.category} ${item.tags.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A library page's body: search box, category chips and the entries as cards linking to their detail. */
export function LibraryGrid({
  items,
  categories,
  loading,
  failed,
  linkTo,
  texts,
  testId,
}: {
  items: LibraryItem[] | undefined;
  categories: string[];
  loading: boolean;
  failed: boolean;
  linkTo(id: string): string;
  texts: { search: string; all: string; empty: string; failed: string };
  testId: string;
}) {
  const [filter, setFilter] = useLibraryFilter();
  let body: ReactNode;
  if (failed) body = <Alert severity="error">{texts.failed}</Alert>;
  else if (loading || !items)
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress color="secondary" aria-label="Loading" />
      </Box>
    );
  else {
    const shown = filterLibrary(items, filter.search, filter.category);
    body =
      shown.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', py: 8 }}
          data-testid={`${testId}-empty`}
        >
          {texts.empty}
        </Typography>
      ) : (
        <Box
          data-testid={testId}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
              xl: 'repeat(4, 1fr)',
            },
          }}
        >
          {shown.map((item) => (
            <Card key={item.id} variant="outlined" data-library-item={item.name} sx={{ display: 'flex' }}>
              <CardActionArea
                component={RouterLink}
                to={linkTo(item.id)}
                sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
              >
                <CardContent sx={{ display: 'flex', gap: 2, width: '100%' }}>
                  <TemplateIcon name={item.icon} />
                  <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                      {item.name}
                    </Typography>
                    <Typography variant="caption" color="secondary" sx={{ fontWeight: 600 }}>
                      {item.category}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.description}
                    </Typography>
                    {item.tags.length > 0 && (
                      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', pt: 0.5 }}>
                        {item.tags.map((tag) => (
                          <Chip key={tag} label={tag} size="small" variant="outlined" />
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      );
  }
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          type="search"
          value={filter.search}
          onChange={(event) => setFilter({ search: event.target.value })}
          placeholder={texts.search}
          // Only in the row: in the phone's column a 360 px basis is a height, a blank gap under the field.
          sx={{ flex: { md: '0 1 360px' } }}
          slotProps={{
            htmlInput: { 'aria-label': texts.search, 'data-testid': `${testId}-search` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={`${testId}-categories`}>
          {['', ...categories].map((category) => (
            <Chip
              key={category || 'all'}
              label={category || texts.all}
              color={filter.category === category ? 'secondary' : 'default'}
              variant={filter.category === category ? 'filled' : 'outlined'}
              onClick={() => setFilter({ category })}
            />
          ))}
        </Stack>
      </Stack>
      {body}
    </Stack>
  );
}
