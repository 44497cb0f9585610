import type { Integration } from '@flowlane/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntegrations } from '../../api/integrations';
import { useDateTime } from '../../shell';
import {
  actionsColumn,
  type DataColumn,
  DeleteDialog,
  NameLink,
  namedRows,
  ProjectListPage,
  ProjectListParams,
  RowAction,
  useClampPage,
  useListParams,
} from '../../ui';
import { useCategoryLabel } from '../../ui/library';
import { useProjectName } from '../../ui/pickers';
import { RunStatusChip } from '../../ui/runs';
import { useTemplateName } from './template-texts';
import { useIntegrationActions } from './use-integration-actions';

/** /integrations: the team's integrations, searched, filtered by project and paged; run, toggle, delete. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(ProjectListParams);
  const { search, projectId, page, pageSize } = params;
  const list = useIntegrations({ search, projectId, page, pageSize });
  const actions = useIntegrationActions();
  const projectName = useProjectName();
  const categoryLabel = useCategoryLabel();
  const templateName = useTemplateName();
  const formatTime = useDateTime();
  const [deleting, setDeleting] = useState<Integration | null>(null);
  useClampPage(list.data, page, pageSize, (last) => setParams({ page: last }));

  const columns: DataColumn<Integration>[] = [
    {
      id: 'name',
      header: t('integrations.name'),
      sx: { maxWidth: 260 },
      cell: (integration) => <NameLink to={`/integrations/${integration.id}`}>{integration.name}</NameLink>,
    },
    {
      id: 'template',
      header: t('integrations.template'),
      priority: 'detail',
      cell: (integration) => (
        <>
          <Typography variant="body2">
            {templateName(integration.templateId, integration.templateName)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {categoryLabel(integration.category)}
          </Typography>
        </>
      ),
    },
    {
      id: 'enabled',
      header: t('integrations.enabled'),
      cell: (integration) => (
        <Switch
          size="small"
          checked={integration.enabled}
          disabled={actions.setEnabled.isPending}
          onChange={(event) => actions.setEnabled.mutate({ integration, enabled: event.target.checked })}
          slotProps={{ input: { 'aria-label': t('integrations.enabledOf', { name: integration.name }) } }}
          color="secondary"
        />
      ),
    },
    {
      id: 'project',
      header: t('integrations.project'),
      priority: 'detail',
      cell: (integration) => projectName(integration.projectId),
    },
    {
      id: 'lastRun',
      header: t('integrations.lastRun'),
      priority: 'detail',
      cell: (integration) =>
        integration.lastRun ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <RunStatusChip status={integration.lastRun.status} />
            <Typography variant="caption" color="text.secondary">
              <bdi>{formatTime(integration.lastRun.queuedAt)}</bdi>
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('integrations.never')}
          </Typography>
        ),
    },
    actionsColumn(t('integrations.actions'), (integration) => (
      <>
        <RowAction
          label={t('integrations.runNow')}
          icon={<PlayArrowIcon fontSize="small" />}
          disabled={!integration.enabled || actions.run.isPending}
          onClick={() => actions.run.mutate(integration)}
        />
        <RowAction
          label={t('integrations.delete')}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => setDeleting(integration)}
        />
      </>
    )),
  ];

  return (
    <ProjectListPage
      title={t('integrations.title')}
      subtitle={t('integrations.subtitle')}
      create={{
        label: t('integrations.newIntegration'),
        to: '/library/itemplates',
        testId: 'new-integration',
      }}
      params={params}
      onParamsChange={setParams}
      searchLabel={t('integrations.searchIntegrations')}
      testId="integrations"
      query={list}
      failed={t('integrations.listFailed')}
      isEmpty={(data) => data.total === 0}
      noMatch={t('integrations.noMatch')}
      emptyText={t('integrations.empty')}
      columns={columns}
      table={(data) => ({
        rows: data.items,
        total: data.total,
        ...namedRows<Integration>('integration'),
        stale: list.isPlaceholderData,
      })}
    >
      <DeleteDialog
        texts="integrations"
        open={deleting !== null}
        name={deleting?.name}
        pending={actions.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </ProjectListPage>
  );
}
