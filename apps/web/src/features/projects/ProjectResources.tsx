import type { Project } from '@flowlane/contracts';
import {
  Alert,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthorizations } from '../../api/authorizations';
import { useDatasets, useDatasetsAllowed } from '../../api/datasets';
import { useIntegrations } from '../../api/integrations';
import { useLocaleFormat } from '../../i18n/format';
import { AuthorizationStatus, Ltr } from '../../ui';

/** Enough for a project page; the full lists (with paging) are one click away, filtered by project. */
const SHOWN = 50;

function Section(props: {
  title: string;
  testId: string;
  allUrl: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid={props.testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        <Link component={RouterLink} to={props.allUrl} color="inherit">
          {t('projects.seeAll')}
        </Link>
      </Stack>
      {props.empty ? <Typography color="text.secondary">{props.emptyText}</Typography> : props.children}
    </Stack>
  );
}

/** The project's integrations: name (to its page), template, whether it is on. */
export function ProjectIntegrations({ project }: { project: Project }) {
  const { t } = useTranslation();
  const list = useIntegrations({ search: '', projectId: project.id, page: 0, pageSize: SHOWN });
  if (list.isError) return <Alert severity="error">{t('projects.integrationsFailed')}</Alert>;
  const items = list.data?.items ?? [];
  return (
    <Section
      title={t('projects.projectIntegrations')}
      testId="project-integrations"
      allUrl={`/integrations?projectId=${encodeURIComponent(project.id)}`}
      empty={!list.isPending && items.length === 0}
      emptyText={t('projects.noIntegrations')}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.name')}</TableCell>
            <TableCell>{t('projects.template')}</TableCell>
            <TableCell>{t('projects.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((integration) => (
            <TableRow key={integration.id}>
              <TableCell>
                <Link component={RouterLink} to={`/integrations/${integration.id}`} color="inherit">
                  {integration.name}
                </Link>
              </TableCell>
              <TableCell>{integration.templateName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={integration.enabled ? 'success' : 'default'}
                  label={integration.enabled ? t('projects.enabled') : t('projects.disabled')}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** The project's authorizations: name (to its page), kind, and whether it needs attention. */
export function ProjectAuthorizations({ project }: { project: Project }) {
  const { t } = useTranslation();
  const list = useAuthorizations(project.id);
  if (list.isError) return <Alert severity="error">{t('projects.authorizationsFailed')}</Alert>;
  const items = (list.data ?? []).slice(0, SHOWN);
  return (
    <Section
      title={t('projects.projectAuthorizations')}
      testId="project-authorizations"
      allUrl={`/authorizations?projectId=${encodeURIComponent(project.id)}`}
      empty={!list.isPending && items.length === 0}
      emptyText={t('projects.noAuthorizations')}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.name')}</TableCell>
            <TableCell>{t('projects.kind')}</TableCell>
            <TableCell>{t('projects.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((authorization) => (
            <TableRow key={authorization.id}>
              <TableCell>
                <Link component={RouterLink} to={`/authorizations/${authorization.id}`} color="inherit">
                  {authorization.name}
                </Link>
              </TableCell>
              <TableCell>{t(`authKinds.names.${authorization.kind}`)}</TableCell>
              <TableCell>
                <AuthorizationStatus authorization={authorization} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** The project's datasets: name (to its page), rows and columns; only on plans with datasets. */
export function ProjectDatasets({ project }: { project: Project }) {
  const { t } = useTranslation();
  const allowed = useDatasetsAllowed();
  const format = useLocaleFormat();
  const list = useDatasets({ search: '', projectId: project.id, page: 0, pageSize: SHOWN }, allowed);
  if (!allowed) return null;
  if (list.isError) return <Alert severity="error">{t('datasets.listFailed')}</Alert>;
  const items = list.data?.items ?? [];
  return (
    <Section
      title={t('datasets.projectDatasets')}
      testId="project-datasets"
      allUrl={`/datasets?projectId=${encodeURIComponent(project.id)}`}
      empty={!list.isPending && items.length === 0}
      emptyText={t('datasets.empty')}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.name')}</TableCell>
            <TableCell align="right">{t('datasets.rows')}</TableCell>
            <TableCell align="right">{t('datasets.columns')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((dataset) => (
            <TableRow key={dataset.id}>
              <TableCell>
                <Link component={RouterLink} to={`/datasets/${dataset.id}`} color="inherit">
                  {dataset.name}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Ltr>{format.number(dataset.rowCount)}</Ltr>
              </TableCell>
              <TableCell align="right">
                <Ltr>{format.number(dataset.columns.length)}</Ltr>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
