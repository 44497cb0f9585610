import { Stack } from '@mui/material';
import { z } from 'zod';
import { listParam } from './list-params';
import { ProjectFilter } from './pickers/ProjectFilter';
import { SearchField } from './SearchField';

/** The state of a list searched (?q=) and filtered by project (?projectId=), paged, kept in the URL. */
export const ProjectListParams = z.object({
  search: listParam.search(),
  projectId: listParam.id('projectId'),
  page: listParam.page(),
  pageSize: listParam.pageSize(10),
});
export type ProjectListParams = z.infer<typeof ProjectListParams>;
export const PROJECT_LIST_PAGE_SIZES = [10, 20, 50] as const;

/** The search box (debounced) and the project filter of a list page; either goes back to the first page. */
export function ListFilters({
  params,
  onChange,
  searchLabel,
  testId,
}: {
  params: Pick<ProjectListParams, 'search' | 'projectId'>;
  onChange(patch: Partial<ProjectListParams>): void;
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
