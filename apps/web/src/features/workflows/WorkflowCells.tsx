import type { WorkflowListItem } from '@flowlane/contracts';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, IconButton, Link, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateTime } from '../../shell';
import { ConfirmDialog } from '../../ui';
import { RunStatusChip } from '../../ui/runs';
import { useWorkflowActions } from './use-workflow-actions';
import { WorkflowActionsMenu } from './WorkflowActionsMenu';

// `dir="auto"` beside it: a title in another script than the page's is cut at its own end (an English
// title on an Arabic page loses its last words, not its first); `left` is flipped to the page's start.
const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'left',
} as const;

/** On/off of one workflow; while the change is saving, the switch shows the state asked for. */
export function EnabledSwitch({ workflow, canEdit }: { workflow: WorkflowListItem; canEdit: boolean }) {
  const { t } = useTranslation();
  const { setEnabled } = useWorkflowActions(workflow);
  const enabled = setEnabled.isPending ? (setEnabled.variables ?? workflow.enabled) : workflow.enabled;
  return (
    <Switch
      size="small"
      color="secondary"
      checked={enabled}
      disabled={!canEdit || setEnabled.isPending}
      onChange={(_event, checked) => setEnabled.mutate(checked)}
      slotProps={{ input: { 'aria-label': t('workflows.enable', { title: workflow.title }) } }}
    />
  );
}

/** The title (to the designer) with the description under it. */
export function WorkflowTitle({ workflow }: { workflow: WorkflowListItem }) {
  return (
    <>
      <Link
        component={RouterLink}
        to={`/flow/${workflow.id}`}
        color="inherit"
        underline="hover"
        data-testid="workflow-title"
        dir="auto"
        // A phone has little room beside the switch and the actions: the title wraps there.
        sx={{ fontWeight: 600, display: 'block', ...ellipsis, whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
      >
        {workflow.title}
      </Link>
      <Typography variant="caption" color="text.secondary" component="div" dir="auto" sx={ellipsis}>
        {workflow.description}
      </Typography>
    </>
  );
}

/** The last run's status and time, linking to its log. */
export function LastRun({ workflow }: { workflow: WorkflowListItem }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const last = workflow.lastRun;
  if (!last)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('workflows.never')}
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

/** The next scheduled run, its schedule in words as a tooltip; a dash when none is scheduled. */
export function NextRun({ workflow }: { workflow: WorkflowListItem }) {
  const formatTime = useDateTime();
  return workflow.nextRunAt ? (
    <Tooltip title={workflow.scheduleText}>
      <span>
        <bdi>{formatTime(workflow.nextRunAt)}</bdi>
      </span>
    </Tooltip>
  ) : (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

/** Logs, and behind "more": duplicate, export, delete (asked first). */
export function WorkflowRowActions({ workflow, canEdit }: { workflow: WorkflowListItem; canEdit: boolean }) {
  const { t } = useTranslation();
  const actions = useWorkflowActions(workflow);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Tooltip title={t('workflows.logs')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/logs/flow/${workflow.id}`}
          aria-label={t('workflows.openLogs', { title: workflow.title })}
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
      <ConfirmDialog
        open={confirming}
        title={t('workflows.deleteTitle')}
        text={t('workflows.deleteText', { title: workflow.title })}
        confirmLabel={t('workflows.confirmDelete')}
        cancelLabel={t('workflows.cancel')}
        pending={actions.remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => actions.remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
