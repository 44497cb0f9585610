import type { Authorization } from '@flowlane/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuthorizations } from '../../api/authorizations';
import { useDateTime } from '../../shell';
import {
  AuthorizationStatus,
  type DataColumn,
  NameLink,
  namedRows,
  ProjectListPage,
  ProjectListParams,
  pageOf,
  useListParams,
} from '../../ui';
import { TemplateIcon } from '../../ui/library';
import { useProjectName } from '../../ui/pickers';
import { useAuthTemplates } from './authorizations-api';

/** /authorizations: the team's authorizations, searched, filtered by project and paged. */
export function AuthorizationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(ProjectListParams);
  const list = useAuthorizations(params.projectId, params.search);
  const templates = useAuthTemplates();
  const projectName = useProjectName();
  const formatTime = useDateTime();
  const templateOf = (id: string) => templates.data?.find((tpl) => tpl.id === id);

  const columns: DataColumn<Authorization>[] = [
    {
      id: 'name',
      header: t('authorizations.name'),
      sx: { maxWidth: 280 },
      cell: (authorization) => (
        <NameLink to={`/authorizations/${authorization.id}`}>{authorization.name}</NameLink>
      ),
    },
    {
      id: 'template',
      header: t('authorizations.template'),
      priority: 'detail',
      cell: (authorization) => {
        const template = templateOf(authorization.templateId);
        return (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            {template && <TemplateIcon name={template.icon} brand={template.id} size={28} />}
            <div>
              <Typography variant="body2">{template?.name ?? authorization.templateId}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`authKinds.names.${authorization.kind}`)}
              </Typography>
            </div>
          </Stack>
        );
      },
    },
    {
      id: 'project',
      header: t('authorizations.project'),
      priority: 'detail',
      cell: (authorization) => projectName(authorization.projectId),
    },
    {
      id: 'status',
      header: t('authorizations.status'),
      cell: (authorization) => <AuthorizationStatus authorization={authorization} compact />,
    },
    {
      id: 'updated',
      header: t('authorizations.updated'),
      priority: 'detail',
      sx: { whiteSpace: 'nowrap' },
      cellTestId: 'authorization-updated',
      cell: (authorization) => <bdi>{formatTime(authorization.updatedAt)}</bdi>,
    },
  ];

  return (
    <ProjectListPage
      title={t('nav.myAuthorizations')}
      subtitle={t('authorizations.listSubtitle')}
      create={{
        label: t('authorizations.newAuthorization'),
        to: '/auth-library/auth-templates',
        testId: 'new-authorization',
      }}
      params={params}
      onParamsChange={setParams}
      searchLabel={t('authorizations.searchAuthorizations')}
      testId="authorizations"
      query={list}
      failed={t('authorizations.listFailed')}
      isEmpty={(items) => items.length === 0}
      noMatch={t('authorizations.noMatch')}
      emptyText={t('authorizations.empty')}
      columns={columns}
      table={(items) => ({
        rows: pageOf(items, params.page, params.pageSize),
        total: items.length,
        ...namedRows<Authorization>('authorization'),
      })}
    />
  );
}
