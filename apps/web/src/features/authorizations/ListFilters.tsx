import { Stack } from '@mui/material';
import { type ListState, SearchField, useListUrlState } from '../../ui';
import { ProjectFilter } from '../projects/ProjectFilter';

export { useProjectName } from '../projects/ProjectFilter';

export type ListParams = Pick<ListState, 'search' | 'projectId' | 'page' | 'pageSize'>;
export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULTS = { pageSize: 10 };

/** Search (?q=), project and paging of a list page, kept in the URL (the kit's list state). */
export function useListParams(): [ListState, (patch: Partial<ListState>) => void] {
  return useListUrlState(DEFAULTS);
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
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flex: 1, flexWrap: 'wrap' }}>
      <SearchField
        value={params.search}
        onChange={(search) => onChange({ search, page: 0 })}
        label={searchLabel}
        testId={`${testId}-search`}
      />
      <ProjectFilter
        value={params.projectId}
        onChange={(projectId) => onChange({ projectId, page: 0 })}
        testId={`${testId}-project-filter`}
      />
    </Stack>
  );
}
