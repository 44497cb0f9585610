import type { WorkflowListItem } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProjectList } from '../../api/projects';
import { useCanEditWorkflows } from '../../auth';
import { type DataColumn, ListPage, SearchField, SelectFilter, useClampPage, useListParams } from '../../ui';
import { ProjectFilter, useProjectName } from '../../ui/pickers';
import { ImportButton } from './ImportButton';
import { WORKFLOW_PAGE_SIZES, WorkflowListQuery } from './list-query';
import { N8nImportButton } from './N8nImportDialog';
import { TriggerChips } from './TriggerChips';
import { useCreateWorkflow } from './use-workflow-actions';
import { EnabledSwitch, LastRun, NextRun, WorkflowRowActions, WorkflowTitle } from './WorkflowCells';
import { useWorkflowList, WORKFLOW_SORTS } from './workflows-api';

function NewWorkflowButton() {
  const { t } = useTranslation();
  const create = useCreateWorkflow();
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<AddIcon />}
      disabled={create.isPending}
      onClick={() => create.mutate()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('workflows.newWorkflow')}
    </Button>
  );
}

/** /workflows and /workflows/search: the team's workflows, searched, sorted and paged. */
export function WorkflowsPage({ focusSearch = false }: { focusSearch?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(WorkflowListQuery);
  const canEdit = useCanEditWorkflows();
  const list = useWorkflowList(params);
  const projectName = useProjectName();
  // Without projects the column would only hold dashes.
  const showProject = (useProjectList().data?.length ?? 0) > 0;
  useClampPage(list.data, params.page, params.pageSize, (page) => setParams({ page }));

  const columns: DataColumn<WorkflowListItem>[] = [
    {
      id: 'enabled',
      header: t('workflows.enabled'),
      padding: 'checkbox',
      cell: (workflow) => <EnabledSwitch workflow={workflow} canEdit={canEdit} />,
    },
    {
      id: 'title',
      header: t('workflows.title'),
      sx: { maxWidth: 320 },
      cell: (workflow) => <WorkflowTitle workflow={workflow} />,
    },
    ...(showProject
      ? [
          {
            id: 'project',
            header: t('workflows.project'),
            priority: 'detail' as const,
            sx: { maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            cell: (workflow: WorkflowListItem) => projectName(workflow.projectId),
          },
        ]
      : []),
    {
      id: 'triggers',
      header: t('workflows.triggers'),
      priority: 'detail',
      cell: (workflow) => <TriggerChips workflow={workflow} />,
    },
    {
      id: 'lastRun',
      header: t('workflows.lastRun'),
      priority: 'detail',
      cell: (workflow) => <LastRun workflow={workflow} />,
    },
    {
      id: 'nextRun',
      header: t('workflows.nextRun'),
      priority: 'detail',
      sx: { whiteSpace: 'nowrap' },
      cellTestId: 'workflow-next-run',
      cell: (workflow) => <NextRun workflow={workflow} />,
    },
    {
      id: 'actions',
      header: t('workflows.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (workflow) => <WorkflowRowActions workflow={workflow} canEdit={canEdit} />,
    },
  ];

  return (
    <ListPage
      title={t('nav.myWorkflows')}
      subtitle={t('workflows.subtitle')}
      actions={
        canEdit && (
          <>
            <ImportButton />
            <N8nImportButton />
            <NewWorkflowButton />
          </>
        )
      }
      toolbar={
        <>
          <SearchField
            value={params.search}
            onChange={(search) => setParams({ search, page: 0 })}
            label={t('workflows.search')}
            testId="workflow-search"
            autoFocus={focusSearch}
          />
          <ProjectFilter
            value={params.projectId}
            onChange={(projectId) => setParams({ projectId, page: 0 })}
            testId="workflow-project-filter"
          />
          <Stack sx={{ marginInlineStart: 'auto' }}>
            <SelectFilter
              label={t('workflows.sort')}
              value={params.sort}
              options={WORKFLOW_SORTS.map((sort) => ({ value: sort, label: t(`workflows.sorts.${sort}`) }))}
              onChange={(value) => {
                const sort = WORKFLOW_SORTS.find((option) => option === value);
                if (sort) setParams({ sort, page: 0 });
              }}
              testId="workflow-sort"
            />
          </Stack>
        </>
      }
      query={list}
      failed={t('workflows.listFailed')}
      isEmpty={(data) => data.items.length === 0 && data.total === 0}
      empty={
        <Stack sx={{ alignItems: 'center', gap: 2, py: 8 }} data-testid="workflows-empty">
          <Typography color="text.secondary">
            {params.search ? t('workflows.noMatch', { search: params.search }) : t('workflows.empty')}
          </Typography>
          {!params.search && canEdit && <NewWorkflowButton />}
        </Stack>
      }
      columns={columns}
      table={(data) => ({
        rows: data.items,
        total: data.total,
        getRowId: (workflow) => workflow.id,
        rowLabel: (workflow) => workflow.title,
        rowAttributes: (workflow) => ({
          'data-testid': 'workflow-row',
          'data-workflow-id': workflow.id,
          'data-enabled': String(workflow.enabled),
        }),
        state: { sort: null, page: params.page, pageSize: params.pageSize },
        onStateChange: (patch) =>
          setParams({ page: patch.page ?? params.page, pageSize: patch.pageSize ?? params.pageSize }),
        pageSizes: WORKFLOW_PAGE_SIZES,
        stale: list.isPlaceholderData,
        testId: 'workflows-table',
      })}
    />
  );
}

/** /workflows/search: the same list with the search box focused, reading ?q=. */
export function WorkflowSearchPage() {
  return <WorkflowsPage focusSearch />;
}
