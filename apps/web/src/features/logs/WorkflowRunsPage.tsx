import { isActiveRunStatus, RunStatus, type RunSummary } from '@flowlane/contracts';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCanEditWorkflows } from '../../auth';
import { useLocaleFormat } from '../../i18n/format';
import { useDateTime } from '../../shell';
import {
  type DataColumn,
  DataTable,
  EmptyState,
  Ltr,
  PageFrame,
  QueryView,
  SelectFilter,
  TablePaging,
  useClampPage,
  useListParams,
} from '../../ui';
import { RunStatusChip } from '../../ui/runs';
import { LiveIndicator } from './LiveIndicator';
import { LogsBreadcrumbs } from './LogsBreadcrumbs';
import { useWorkflow, useWorkflowRuns } from './logs-api';
import { RunDurationsChart } from './RunDurationsChart';
import { RunNowButton } from './RunNowButton';
import { RUN_PAGE_SIZES, RunListQuery } from './run-list-query';
import { useLiveLog } from './use-live-log';

/** While the live stream is down, a list with unfinished runs is polled instead. */
const FALLBACK_POLL_MS = 5000;

/** /logs/flow/:workflowId: a workflow's runs, filtered and paged, updated live; a row opens its run. */
export function WorkflowRunsPage() {
  const { t } = useTranslation();
  const { duration, number } = useLocaleFormat();
  const { workflowId = '' } = useParams();
  const navigate = useNavigate();
  const formatTime = useDateTime();
  const [params, setParams] = useListParams(RunListQuery);
  const live = useLiveLog(workflowId);
  const canEdit = useCanEditWorkflows();
  const workflow = useWorkflow(workflowId);
  const runs = useWorkflowRuns(workflowId, params, (data) =>
    live !== 'live' && data?.items.some((run) => isActiveRunStatus(run.status)) ? FALLBACK_POLL_MS : false,
  );
  const total = runs.data?.total;
  useClampPage(runs.data, params.page, params.pageSize, (page) => setParams({ page }));
  const href = (run: RunSummary) => `/logs/flow/${workflowId}/${run.id}`;

  const columns: DataColumn<RunSummary>[] = [
    {
      id: 'started',
      header: t('runs.columns.started'),
      // A phone has room for the start and the status only: the date may wrap there.
      sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
      cell: (run) => (
        <>
          <Link
            component={RouterLink}
            to={href(run)}
            color="inherit"
            underline="hover"
            onClick={(event) => event.stopPropagation()}
          >
            <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
          </Link>
          {!run.startedAt && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('logs.queuedNote')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'status', header: t('runs.columns.status'), cell: (run) => <RunStatusChip status={run.status} /> },
    {
      id: 'trigger',
      header: t('runs.columns.trigger'),
      priority: 'detail',
      cell: (run) => t(`runs.trigger.${run.trigger}`),
    },
    {
      id: 'duration',
      header: t('runs.columns.duration'),
      priority: 'detail',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (run) => <Ltr>{duration(run.durationMs)}</Ltr>,
    },
    {
      id: 'processing',
      header: t('runs.columns.processing'),
      priority: 'detail',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (run) => <Ltr>{duration(run.processingMs)}</Ltr>,
    },
  ];

  return (
    <PageFrame
      title={t('logs.title')}
      above={<LogsBreadcrumbs workflowId={workflowId} workflowTitle={workflow.data?.data.title} />}
      actions={
        canEdit &&
        workflow.data && (
          <>
            <Button
              component={RouterLink}
              to={`/flow/${workflowId}`}
              variant="outlined"
              color="inherit"
              startIcon={<EditIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('logs.openDesigner')}
            </Button>
            <RunNowButton workflowId={workflowId} />
          </>
        )
      }
      toolbar={
        !workflow.error && (
          <>
            <SelectFilter
              label={t('logs.status')}
              allLabel={t('logs.allStatuses')}
              value={params.status}
              options={RunStatus.options.map((status) => ({
                value: status,
                label: t(`runs.status.${status}`),
              }))}
              onChange={(value) => {
                const status = RunStatus.safeParse(value);
                setParams({ status: status.success ? status.data : null, page: 0 });
              }}
              testId="run-status-filter"
            />
            <LiveIndicator state={live} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ marginInlineStart: 'auto' }}
              data-testid="runs-total"
            >
              {total !== undefined && (
                <Ltr>
                  {t('logs.runsTotal', {
                    // A capped count (the server stopped counting at 10,000) reads "10,000+".
                    count: runs.data?.totalCapped
                      ? t('ui.countCapped', { count: number(total) })
                      : number(total),
                  })}
                </Ltr>
              )}
            </Typography>
          </>
        )
      }
    >
      {workflow.error ? (
        <QueryView query={workflow} failed={t('logs.loadFailed')} notFound={t('logs.workflowNotFound')}>
          {() => null}
        </QueryView>
      ) : (
        <QueryView
          query={runs}
          failed={t('logs.loadFailed')}
          notFound={t('logs.workflowNotFound')}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState testId="runs-empty">
              {params.status ? t('logs.noRunsWithStatus') : t('logs.noRuns')}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <RunDurationsChart runs={data.items} />
              <DataTable
                columns={columns}
                rows={data.items}
                total={data.total}
                getRowId={(run) => run.id}
                rowAttributes={(run) => ({
                  'data-testid': 'run-row',
                  'data-run-id': run.id,
                  'data-status': run.status,
                })}
                onRowClick={(run) => void navigate(href(run))}
                state={{ sort: null, page: params.page, pageSize: params.pageSize }}
                onStateChange={(patch) =>
                  setParams({ page: patch.page ?? params.page, pageSize: patch.pageSize ?? params.pageSize })
                }
                pageSizes={RUN_PAGE_SIZES}
                paging={false}
                testId="runs-table"
              />
              {/* The paging bar on its own: the run count may be capped ("of 10,000+"). */}
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
        </QueryView>
      )}
    </PageFrame>
  );
}
