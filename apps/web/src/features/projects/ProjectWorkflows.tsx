import type { Project, WorkflowListItem } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanEditWorkflows } from '../../auth';
import { useDateTime } from '../../shell';
import { type DataColumn, DataTable, RowAction, WHOLE_LIST } from '../../ui';
import { useAllWorkflows, useProjectWorkflows } from './projects-api';
import { useProjectWorkflowActions } from './use-project-actions';

/** Picks one of the team's workflows that is not in this project yet, and adds it. */
function AddWorkflow({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const all = useAllWorkflows(open);
  const { add } = useProjectWorkflowActions(projectId);
  const candidates = (all.data?.items ?? []).filter((workflow) => workflow.projectId !== projectId);
  if (!open)
    return (
      <Button variant="outlined" color="inherit" onClick={() => setOpen(true)} data-testid="add-workflow">
        {t('projects.addWorkflow')}
      </Button>
    );
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('projects.addWorkflowLabel')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minWidth: 240 }}
        data-testid="add-workflow-select"
      >
        {candidates.map((workflow) => (
          <MenuItem key={workflow.id} value={workflow.id}>
            {workflow.title}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        color="secondary"
        disabled={!chosen || add.isPending}
        onClick={() =>
          add.mutate(chosen, {
            onSuccess: () => {
              setChosen('');
              setOpen(false);
            },
          })
        }
      >
        {t('projects.addWorkflow')}
      </Button>
      <Button color="inherit" onClick={() => setOpen(false)}>
        {t('projects.cancel')}
      </Button>
    </Stack>
  );
}

/** The project's workflows as columns: a phone keeps the name and the actions, the rest open under a row. */
function useColumns(canEdit: boolean, onTakeOut: (workflow: WorkflowListItem) => void) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const columns: DataColumn<WorkflowListItem>[] = [
    {
      id: 'name',
      header: t('projects.name'),
      cell: (workflow) =>
        canEdit ? (
          <Link
            component={RouterLink}
            to={`/flow/${workflow.id}`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            {workflow.title}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {workflow.title}
          </Typography>
        ),
    },
    {
      id: 'status',
      header: t('projects.status'),
      priority: 'detail',
      cell: (workflow) => (
        <Chip
          size="small"
          variant="outlined"
          color={workflow.enabled ? 'success' : 'default'}
          label={workflow.enabled ? t('projects.enabled') : t('projects.disabled')}
        />
      ),
    },
    {
      id: 'updated',
      header: t('projects.updated'),
      priority: 'detail',
      cell: (workflow) => <bdi>{formatTime(workflow.updatedAt)}</bdi>,
    },
    {
      id: 'actions',
      header: t('projects.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (workflow) => (
        <>
          <Tooltip title={t('projects.logs')}>
            <IconButton
              component={RouterLink}
              to={`/logs/flow/${workflow.id}`}
              size="small"
              aria-label={t('projects.logsOf', { title: workflow.title })}
            >
              <ListAltIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canEdit && (
            <RowAction
              label={t('projects.removeFromProject')}
              icon={<LinkOffIcon fontSize="small" />}
              onClick={() => onTakeOut(workflow)}
            />
          )}
        </>
      ),
    },
  ];
  return columns;
}

/** The project's workflows (GET /api/workflow?projectId=), linked to the designer and the logs. */
export function ProjectWorkflows({ project }: { project: Project }) {
  const { t } = useTranslation();
  const canEdit = useCanEditWorkflows();
  const workflows = useProjectWorkflows(project.id);
  const actions = useProjectWorkflowActions(project.id);
  const items = workflows.data?.items ?? [];
  const columns = useColumns(canEdit, (workflow) => actions.takeOut.mutate(workflow));
  return (
    <Stack spacing={2} data-testid="project-workflows">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('projects.projectWorkflows')}
        </Typography>
        {canEdit && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <AddWorkflow projectId={project.id} />
            <Button
              variant="contained"
              color="secondary"
              startIcon={<AddIcon />}
              disabled={actions.createWorkflow.isPending}
              onClick={() => actions.createWorkflow.mutate()}
            >
              {t('projects.newWorkflow')}
            </Button>
          </Stack>
        )}
      </Stack>
      {workflows.isError ? (
        <Alert severity="error">{t('projects.loadFailed')}</Alert>
      ) : workflows.data && items.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ py: 4, textAlign: 'center' }}
          data-testid="project-no-workflows"
        >
          {t('projects.noWorkflows')}
        </Typography>
      ) : (
        <DataTable
          columns={columns}
          rows={items}
          total={items.length}
          getRowId={(workflow) => workflow.id}
          rowLabel={(workflow) => workflow.title}
          rowAttributes={(workflow) => ({ 'data-workflow-row': workflow.title })}
          {...WHOLE_LIST}
          testId="project-workflows-table"
        />
      )}
      {workflows.data && workflows.data.total > items.length && (
        <Box>
          <Link component={RouterLink} to="/workflows" underline="hover" color="secondary">
            {t('nav.myWorkflows')}
          </Link>
        </Box>
      )}
    </Stack>
  );
}
