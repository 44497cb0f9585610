import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { listParam, useListParams } from '../list-params';
import { EmptyState, QueryView } from '../QueryView';
import { SearchField } from '../SearchField';
import { TemplateIcon } from './TemplateIcon';

export type LibraryItem = {
  id: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  /** Chips under the description (the kind, the authorizations an integration needs). */
  tags: string[];
  /** Whose brand logo to show (a template id or an authorization kind), when simple-icons has one. */
  brand?: string;
};

/** Search (?q=) and category (?category=) of a library page, kept in the URL. */
const LibraryQuery = z.object({ search: listParam.search(), category: listParam.text('category') });

function useLibraryFilter() {
  return useListParams(LibraryQuery);
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

const CATEGORY_KEYS = {
  'OAuth2 apps': 'oauth2Apps',
  Apps: 'apps',
  HTTP: 'http',
  Databases: 'databases',
  Messaging: 'messaging',
  Mail: 'mail',
  AI: 'ai',
  Monitoring: 'monitoring',
  Reports: 'reports',
  Forms: 'forms',
  Notifications: 'notifications',
  Files: 'files',
  'Project management': 'projects',
  CRM: 'crm',
} as const;
const isKnownCategory = (category: string): category is keyof typeof CATEGORY_KEYS =>
  Object.hasOwn(CATEGORY_KEYS, category);

/** A library category in the interface language; one the catalogue does not know shows as it is. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return (category) =>
    isKnownCategory(category) ? t(`library.categories.${CATEGORY_KEYS[category]}`) : category;
}

/** A library page's body: search box, category chips and the entries as cards linking to their detail. */
export function LibraryGrid({
  items,
  categories,
  failed,
  linkTo,
  texts,
  testId,
}: {
  items: LibraryItem[] | undefined;
  categories: string[];
  failed: boolean;
  linkTo(id: string): string;
  texts: { search: string; all: string; empty: string; failed: string };
  testId: string;
}) {
  const [filter, setFilter] = useLibraryFilter();
  const categoryLabel = useCategoryLabel();
  const shown = items && filterLibrary(items, filter.search, filter.category);
  return (
    <Stack spacing={2}>
      {/* A row that wraps: in a column the search box's flex basis would become a 240 px tall gap. */}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          value={filter.search}
          onChange={(search) => setFilter({ search })}
          label={texts.search}
          testId={`${testId}-search`}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={`${testId}-categories`}>
          {['', ...categories].map((category) => (
            <Chip
              key={category || 'all'}
              label={category ? categoryLabel(category) : texts.all}
              data-category={category}
              color={filter.category === category ? 'secondary' : 'default'}
              variant={filter.category === category ? 'filled' : 'outlined'}
              onClick={() => setFilter({ category })}
            />
          ))}
        </Stack>
      </Stack>
      <QueryView
        query={{ data: shown, error: failed ? texts.failed : null }}
        failed={texts.failed}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState testId={`${testId}-empty`}>{texts.empty}</EmptyState>}
      >
        {(list) => (
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
            {list.map((item) => (
              <Card key={item.id} variant="outlined" data-library-item={item.name} sx={{ display: 'flex' }}>
                <CardActionArea
                  component={RouterLink}
                  to={linkTo(item.id)}
                  sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
                >
                  <CardContent sx={{ display: 'flex', gap: 2, width: '100%' }}>
                    <TemplateIcon name={item.icon} brand={item.brand} />
                    <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
                      <Typography
                        variant="subtitle1"
                        component="h2"
                        sx={{ fontWeight: 600, lineHeight: 1.3 }}
                      >
                        {item.name}
                      </Typography>
                      <Typography variant="caption" color="secondary" sx={{ fontWeight: 600 }}>
                        {categoryLabel(item.category)}
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
        )}
      </QueryView>
    </Stack>
  );
}
