import type { Project, WorkflowListItem } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanEditWorkflows, useDateTime } from '../logs';
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

function WorkflowRow({
  workflow,
  canEdit,
  onTakeOut,
}: {
  workflow: WorkflowListItem;
  canEdit: boolean;
  onTakeOut(): void;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  return (
    <TableRow hover data-workflow-row={workflow.title}>
      <TableCell>
        {canEdit ? (
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
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={workflow.enabled ? 'success' : 'default'}
          label={workflow.enabled ? t('projects.enabled') : t('projects.disabled')}
        />
      </TableCell>
      <TableCell>
        <bdi>{formatTime(workflow.updatedAt)}</bdi>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
          <Button size="small" color="inherit" onClick={onTakeOut}>
            {t('projects.removeFromProject')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The project's workflows (GET /api/workflow?projectId=), linked to the designer and the logs. */
export function ProjectWorkflows({ project }: { project: Project }) {
  const { t } = useTranslation();
  const canEdit = useCanEditWorkflows();
  const workflows = useProjectWorkflows(project.id);
  const actions = useProjectWorkflowActions(project.id);
  const items = workflows.data?.items ?? [];
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
        <TableContainer>
          <Table size="small" sx={{ '& td, & th': { py: 1.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('projects.name')}</TableCell>
                <TableCell>{t('projects.status')}</TableCell>
                <TableCell>{t('projects.updated')}</TableCell>
                <TableCell align="right">{t('projects.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((workflow) => (
                <WorkflowRow
                  key={workflow.id}
                  workflow={workflow}
                  canEdit={canEdit}
                  onTakeOut={() => actions.takeOut.mutate(workflow)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
