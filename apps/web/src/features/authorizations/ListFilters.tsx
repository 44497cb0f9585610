import SearchIcon from '@mui/icons-material/Search';
import { FormControl, InputAdornment, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intParam, useUrlParams } from '../../ui';
import { useProjectList } from '../projects/projects-api';

export type ListParams = { search: string; projectId: string | null; page: number; pageSize: number };
export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;
const ALL = 'all';
const DEBOUNCE_MS = 300;

/** Search (?q=), project and paging of a list page, kept in the URL. */
export function useListParams(): [ListParams, (patch: Partial<ListParams>) => void] {
  return useUrlParams(
    (query): ListParams => ({
      search: query.get('q') ?? '',
      projectId: query.get('projectId') || null,
      page: intParam(query.get('page'), 0, 0, 100_000),
      pageSize: intParam(query.get('pageSize'), DEFAULT_PAGE_SIZE, 1, 100),
    }),
    (next) => {
      const search = new URLSearchParams();
      if (next.search) search.set('q', next.search);
      if (next.projectId) search.set('projectId', next.projectId);
      if (next.page > 0) search.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(next.pageSize));
      return search;
    },
  );
}

/** The search box (debounced) and the project filter of a list page. */
export function ListFilters({
  params,
  onChange,
  searchLabel,
  testId,
}: {
  params: ListParams;
  onChange(patch: Partial<ListParams>): void;
  searchLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const projects = useProjectList();
  const [text, setText] = useState(params.search);
  const commit = useEffectEvent((next: string) => onChange({ search: next, page: 0 }));
  useEffect(() => setText(params.search), [params.search]);
  useEffect(() => {
    if (text === params.search) return;
    const timer = setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.search]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1.5 }}>
      <TextField
        size="small"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchLabel}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel, 'data-testid': `${testId}-search` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {(projects.data?.length ?? 0) > 0 && (
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={`${testId}-project-label`}>{t('authorizations.project')}</InputLabel>
          <Select
            labelId={`${testId}-project-label`}
            label={t('authorizations.project')}
            value={params.projectId ?? ALL}
            data-testid={`${testId}-project-filter`}
            onChange={(event) =>
              onChange({ projectId: event.target.value === ALL ? null : event.target.value, page: 0 })
            }
          >
            <MenuItem value={ALL}>{t('authorizations.allProjects')}</MenuItem>
            {(projects.data ?? []).map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </Stack>
  );
}

/** The project's name for a list row. */
export function useProjectName(): (id: string | null) => string {
  const projects = useProjectList();
  return (id) => (id ? (projects.data?.find((p) => p.id === id)?.name ?? '—') : '—');
}
