import type { Project } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { ConfirmDialog, Ltr } from '../../ui';
import { ProjectDialog } from './ProjectDialog';
import { useProjectList } from './projects-api';
import { useProjectActions } from './use-project-actions';

const EMPTY = { name: '', description: '' };

/** Edit and delete dialogs, shared by the list and the project page. */
export function ProjectDialogs({
  editing,
  deleting,
  onClose,
}: {
  editing: Project | null;
  deleting: Project | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const actions = useProjectActions();
  return (
    <>
      <ProjectDialog
        open={editing !== null}
        title={t('projects.editTitle')}
        initial={editing ? { name: editing.name, description: editing.description } : EMPTY}
        onCancel={onClose}
        onSubmit={async (input) => {
          if (!editing) return;
          await actions.update.mutateAsync({ id: editing.id, input });
          onClose();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('projects.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('projects.deleteText')}
        confirmLabel={t('projects.confirmDelete')}
        cancelLabel={t('projects.cancel')}
        pending={actions.remove.isPending}
        onCancel={onClose}
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSettled: onClose })}
      />
    </>
  );
}

/** /projects: the team's projects with their workflow counts; create, edit, delete. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const projects = useProjectList();
  const actions = useProjectActions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('projects.title')} subtitle={t('projects.subtitle')} />
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<AddIcon />}
        onClick={() => setCreating(true)}
        data-testid="new-project"
      >
        {t('projects.newProject')}
      </Button>
    </Stack>
  );

  return (
    <PageCarded header={header}>
      {!projects.data ? (
        projects.isError ? (
          <Alert severity="error">{t('projects.listFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : projects.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }} data-testid="projects-empty">
          {t('projects.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="projects-table" sx={{ '& td, & th': { py: 1.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('projects.name')}</TableCell>
                <TableCell>{t('projects.description')}</TableCell>
                <TableCell align="center">{t('projects.workflows')}</TableCell>
                <TableCell align="right">{t('projects.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {projects.data.map((project) => (
                <TableRow key={project.id} hover data-project-row={project.name}>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Link
                      component={RouterLink}
                      to={`/projects/${project.id}`}
                      underline="hover"
                      color="inherit"
                      sx={{ fontWeight: 600 }}
                    >
                      {project.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {project.description || '—'}
                    </Typography>
                  </TableCell>
                  <TableCell align="center" data-testid="workflow-count">
                    <Ltr>{project.workflowCount}</Ltr>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('projects.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t('projects.edit')}
                        onClick={() => setEditing(project)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('projects.delete')}>
                      <IconButton
                        size="small"
                        aria-label={t('projects.delete')}
                        onClick={() => setDeleting(project)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ProjectDialog
        open={creating}
        title={t('projects.createTitle')}
        initial={EMPTY}
        onCancel={() => setCreating(false)}
        onSubmit={async (input) => {
          await actions.create.mutateAsync(input);
          setCreating(false);
        }}
      />
      <ProjectDialogs
        editing={editing}
        deleting={deleting}
        onClose={() => {
          setEditing(null);
          setDeleting(null);
        }}
      />
    </PageCarded>
  );
}
