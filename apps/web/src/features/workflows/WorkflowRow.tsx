import type { WorkflowListItem } from '@flowlane/contracts';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  Box,
  IconButton,
  Link,
  Stack,
  Switch,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RunStatusChip, useDateTime } from '../logs';
import { DeleteWorkflowDialog } from './DeleteWorkflowDialog';
import { TriggerChips } from './TriggerChips';
import { WORKFLOWS_TEXTS } from './texts';
import { useWorkflowActions } from './use-workflow-actions';
import { WorkflowActionsMenu } from './WorkflowActionsMenu';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function LastRun({ workflow }: { workflow: WorkflowListItem }) {
  const formatTime = useDateTime();
  const last = workflow.lastRun;
  if (!last)
    return (
      <Typography variant="body2" color="text.secondary">
        {WORKFLOWS_TEXTS.never}
      </Typography>
    );
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <RunStatusChip status={last.status} />
      <Link
        component={RouterLink}
        to={`/logs/flow/${workflow.id}/${last.id}`}
        variant="caption"
        color="text.secondary"
        underline="hover"
        sx={{ whiteSpace: 'nowrap' }}
      >
        <bdi>{formatTime(last.queuedAt)}</bdi>
      </Link>
    </Stack>
  );
}

/** One workflow: on/off, title (to the designer), project, triggers, last and next run, actions. */
export function WorkflowRow({
  workflow,
  projectName,
  showProject,
  canEdit,
}: {
  workflow: WorkflowListItem;
  projectName: string | undefined;
  showProject: boolean;
  canEdit: boolean;
}) {
  const formatTime = useDateTime();
  const actions = useWorkflowActions(workflow);
  const [confirming, setConfirming] = useState(false);
  const enabled = actions.setEnabled.isPending
    ? (actions.setEnabled.variables ?? workflow.enabled)
    : workflow.enabled;
  return (
    <TableRow hover data-testid="workflow-row" data-workflow-id={workflow.id} data-enabled={workflow.enabled}>
      <TableCell padding="checkbox">
        <Switch
          size="small"
          color="secondary"
          checked={enabled}
          disabled={!canEdit || actions.setEnabled.isPending}
          onChange={(_event, checked) => actions.setEnabled.mutate(checked)}
          slotProps={{ input: { 'aria-label': WORKFLOWS_TEXTS.enable(workflow.title) } }}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Link
          component={RouterLink}
          to={`/flow/${workflow.id}`}
          color="inherit"
          underline="hover"
          data-testid="workflow-title"
          sx={{ fontWeight: 600, display: 'block', ...ellipsis }}
        >
          {workflow.title}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div" sx={ellipsis}>
          {workflow.description}
        </Typography>
      </TableCell>
      {showProject && (
        <TableCell sx={{ maxWidth: 160, ...ellipsis }}>{projectName ?? WORKFLOWS_TEXTS.noProject}</TableCell>
      )}
      <TableCell>
        <TriggerChips workflow={workflow} />
      </TableCell>
      <TableCell>
        <LastRun workflow={workflow} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="workflow-next-run">
        {workflow.nextRunAt ? (
          <Tooltip title={workflow.scheduleText}>
            <span>
              <bdi>{formatTime(workflow.nextRunAt)}</bdi>
            </span>
          </Tooltip>
        ) : (
          <Box component="span" sx={{ color: 'text.disabled' }}>
            {WORKFLOWS_TEXTS.notScheduled}
          </Box>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={WORKFLOWS_TEXTS.logs}>
          <IconButton
            size="small"
            component={RouterLink}
            to={`/logs/flow/${workflow.id}`}
            aria-label={WORKFLOWS_TEXTS.openLogs(workflow.title)}
          >
            <ListAltIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <WorkflowActionsMenu
          title={workflow.title}
          canEdit={canEdit}
          onDuplicate={() => actions.duplicate.mutate()}
          onExport={() => actions.exportFile.mutate()}
          onDelete={() => setConfirming(true)}
        />
        <DeleteWorkflowDialog
          title={workflow.title}
          open={confirming}
          pending={actions.remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => actions.remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      </TableCell>
    </TableRow>
  );
}
