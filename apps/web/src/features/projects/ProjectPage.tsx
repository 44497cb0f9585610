import type { Project } from '@flowlane/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { ProjectAuthorizations, ProjectDatasets, ProjectIntegrations } from './ProjectResources';
import { useProjectDialogs } from './ProjectsPage';
import { ProjectWorkflows } from './ProjectWorkflows';
import { useProject } from './projects-api';

/**
 * What a project groups, one section each. Only workflows exist today; integrations, datasets and
 * authorizations add their section here (each a component taking the project) when those areas arrive.
 */
const PROJECT_SECTIONS: { id: string; render(project: Project): ReactNode }[] = [
  { id: 'workflows', render: (project) => <ProjectWorkflows project={project} /> },
  { id: 'integrations', render: (project) => <ProjectIntegrations project={project} /> },
  { id: 'authorizations', render: (project) => <ProjectAuthorizations project={project} /> },
  { id: 'datasets', render: (project) => <ProjectDatasets project={project} /> },
];

/** /projects/{projectId}: the project's name and description, and what it groups. */
export function ProjectPage() {
  const { t } = useTranslation();
  const projectId = useParams().projectId ?? '';
  const project = useProject(projectId);
  const { edit, remove, dialogs } = useProjectDialogs();
  const data = project.data;

  const header = (
    <Stack spacing={1}>
      <Link
        component={RouterLink}
        to="/projects"
        color="inherit"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
        {t('projects.allProjects')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageTitle title={data?.name ?? t('projects.title')} />
        </Box>
        {data && (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button variant="outlined" color="inherit" onClick={() => edit(data)}>
              {t('projects.edit')}
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => remove(data)}>
              {t('projects.delete')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );

  return (
    <PageCarded header={header}>
      {!data ? (
        project.isError ? (
          <Alert severity="error">{project.error.message || t('projects.loadFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t('projects.description')}
            </Typography>
            <Typography
              data-testid="project-description"
              color={data.description ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-wrap' }}
            >
              {data.description || t('projects.noDescription')}
            </Typography>
          </Box>
          {PROJECT_SECTIONS.map((section) => (
            <Fragment key={section.id}>
              <Divider />
              {section.render(data)}
            </Fragment>
          ))}
        </Stack>
      )}
      {dialogs}
    </PageCarded>
  );
}
