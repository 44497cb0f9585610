import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageCarded, PageTitle } from '../../shell';
import { TablePaging, useClampPage } from '../../ui';
import { LOGS_TEXTS, useCanEditWorkflows } from '../logs';
import { ImportButton } from './ImportButton';
import { WORKFLOWS_TEXTS } from './texts';
import { useListParams, WORKFLOW_PAGE_SIZES } from './use-list-params';
import { useCreateWorkflow } from './use-workflow-actions';
import { WorkflowsTable } from './WorkflowsTable';
import { WorkflowsToolbar } from './WorkflowsToolbar';
import { useProjects, useWorkflowList } from './workflows-api';

function NewWorkflowButton() {
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
      {WORKFLOWS_TEXTS.newWorkflow}
    </Button>
  );
}

function EmptyList({ search, canEdit }: { search: string; canEdit: boolean }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 2, py: 8 }} data-testid="workflows-empty">
      <Typography color="text.secondary">
        {search ? WORKFLOWS_TEXTS.noMatch(search) : WORKFLOWS_TEXTS.empty}
      </Typography>
      {!search && canEdit && <NewWorkflowButton />}
    </Stack>
  );
}

/** /workflows and /workflows/search: the team's workflows, searched, sorted and paged. */
export function WorkflowsPage({ focusSearch = false }: { focusSearch?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const canEdit = useCanEditWorkflows();
  const list = useWorkflowList(params);
  const projects = useProjects();
  const data = list.data;
  useClampPage(data, params.page, params.pageSize, (page) => setParams({ page }));
  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('nav.myWorkflows')} subtitle={WORKFLOWS_TEXTS.subtitle} />
      </Box>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <ImportButton />
          <NewWorkflowButton />
        </Stack>
      )}
    </Stack>
  );
  return (
    <PageCarded
      header={header}
      contentToolbar={
        <WorkflowsToolbar
          params={params}
          onChange={setParams}
          projects={projects.data ?? null}
          focusSearch={focusSearch}
        />
      }
    >
      {!data ? (
        list.isError ? (
          <Alert severity="error">{LOGS_TEXTS.loadFailed}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : data.items.length === 0 && data.total === 0 ? (
        <EmptyList search={params.search} canEdit={canEdit} />
      ) : (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <WorkflowsTable workflows={data.items} projects={projects.data ?? null} canEdit={canEdit} />
          <TablePaging
            total={data.total}
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={WORKFLOW_PAGE_SIZES}
            onChange={setParams}
          />
        </Box>
      )}
    </PageCarded>
  );
}

/** /workflows/search: the same list with the search box focused, reading ?q=. */
export function WorkflowSearchPage() {
  return <WorkflowsPage focusSearch />;
}
