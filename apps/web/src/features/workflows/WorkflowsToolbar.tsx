import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { SearchField } from './SearchField';
import { SORT_LABELS, WORKFLOWS_TEXTS } from './texts';
import { type ProjectRef, WORKFLOW_SORTS, type WorkflowListParams } from './workflows-api';

const ALL = 'all';

/** Search, project filter (when the server has projects) and sort. */
export function WorkflowsToolbar({
  params,
  onChange,
  projects,
  focusSearch,
}: {
  params: WorkflowListParams;
  onChange(patch: Partial<WorkflowListParams>): void;
  projects: ProjectRef[] | null;
  focusSearch: boolean;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flex: 1, flexWrap: 'wrap', py: 1.5 }}>
      <SearchField
        value={params.search}
        onChange={(search) => onChange({ search, page: 0 })}
        autoFocus={focusSearch}
      />
      {projects && projects.length > 0 && (
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="workflow-project-filter">{WORKFLOWS_TEXTS.project}</InputLabel>
          <Select
            labelId="workflow-project-filter"
            label={WORKFLOWS_TEXTS.project}
            value={params.projectId ?? ALL}
            data-testid="workflow-project-filter"
            onChange={(event) =>
              onChange({ projectId: event.target.value === ALL ? null : event.target.value, page: 0 })
            }
          >
            <MenuItem value={ALL}>{WORKFLOWS_TEXTS.allProjects}</MenuItem>
            {projects.map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControl size="small" sx={{ minWidth: 160, marginInlineStart: 'auto' }}>
        <InputLabel id="workflow-sort">{WORKFLOWS_TEXTS.sort}</InputLabel>
        <Select
          labelId="workflow-sort"
          label={WORKFLOWS_TEXTS.sort}
          value={params.sort}
          data-testid="workflow-sort"
          onChange={(event) => {
            const sort = WORKFLOW_SORTS.find((option) => option === event.target.value);
            if (sort) onChange({ sort, page: 0 });
          }}
        >
          {WORKFLOW_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
