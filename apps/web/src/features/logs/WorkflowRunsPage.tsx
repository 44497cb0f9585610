import { isActiveRunStatus } from '@flowlane/contracts';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { TablePaging, useClampPage } from '../../ui';
import { LoadState } from './LoadState';
import { LogsBreadcrumbs } from './LogsBreadcrumbs';
import { useWorkflow, useWorkflowRuns } from './logs-api';
import { RunDurationsChart } from './RunDurationsChart';
import { RunNowButton } from './RunNowButton';
import { RunsTable } from './RunsTable';
import { RunsToolbar } from './RunsToolbar';
import { LOGS_TEXTS } from './texts';
import { useCanEditWorkflows } from './use-can-edit';
import { useLiveLog } from './use-live-log';
import { RUN_PAGE_SIZES, useRunsParams } from './use-runs-params';

/** While the live stream is down, a list with unfinished runs is polled instead. */
const FALLBACK_POLL_MS = 5000;

/** /logs/flow/:workflowId: a workflow's runs, filtered and paged, updated live. */
export function WorkflowRunsPage() {
  const { workflowId = '' } = useParams();
  const [params, setParams] = useRunsParams();
  const live = useLiveLog(workflowId);
  const canEdit = useCanEditWorkflows();
  const workflow = useWorkflow(workflowId);
  const runs = useWorkflowRuns(workflowId, params, (data) =>
    live !== 'live' && data?.items.some((run) => isActiveRunStatus(run.status)) ? FALLBACK_POLL_MS : false,
  );
  const data = runs.data;
  useClampPage(data, params.page, params.pageSize, (page) => setParams({ page }));
  const title = workflow.data?.data.title;
  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LogsBreadcrumbs workflowId={workflowId} workflowTitle={title} />
        <PageTitle title={LOGS_TEXTS.title} />
      </Box>
      {canEdit && workflow.data && (
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={`/flow/${workflowId}`}
            variant="outlined"
            color="inherit"
            startIcon={<EditIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {LOGS_TEXTS.openDesigner}
          </Button>
          <RunNowButton workflowId={workflowId} />
        </Stack>
      )}
    </Stack>
  );
  if (workflow.error)
    return (
      <PageCarded header={header}>
        <LoadState
          error={workflow.error}
          notFound={LOGS_TEXTS.workflowNotFound}
          failed={LOGS_TEXTS.loadFailed}
        />
      </PageCarded>
    );
  return (
    <PageCarded
      header={header}
      contentToolbar={
        <RunsToolbar
          status={params.status}
          onStatusChange={(status) => setParams({ status, page: 0 })}
          live={live}
          total={data?.total}
        />
      }
    >
      {!data ? (
        <LoadState error={runs.error} notFound={LOGS_TEXTS.workflowNotFound} failed={LOGS_TEXTS.loadFailed} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="runs-empty">
          {params.status ? LOGS_TEXTS.noRunsWithStatus : LOGS_TEXTS.noRuns}
        </Typography>
      ) : (
        <>
          <RunDurationsChart runs={data.items} />
          <RunsTable workflowId={workflowId} runs={data.items} />
          <TablePaging
            total={data.total}
            totalCapped={data.totalCapped}
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={RUN_PAGE_SIZES}
            onChange={setParams}
          />
        </>
      )}
    </PageCarded>
  );
}
