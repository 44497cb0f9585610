import type { WorkflowListItem } from '@flowlane/contracts';
import EmailIcon from '@mui/icons-material/Email';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Chip, Stack, Tooltip } from '@mui/material';
import { WORKFLOW_TRIGGER_LABELS } from './texts';

type Trigger = WorkflowListItem['triggers'][number];

const ICONS: Record<Trigger, typeof ScheduleIcon> = {
  manual: TouchAppIcon,
  schedule: ScheduleIcon,
  webhook: WebhookIcon,
  mailhook: EmailIcon,
};

/** How a workflow can start; the schedule chip explains itself in words. */
export function TriggerChips({ workflow }: { workflow: WorkflowListItem }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-testid="workflow-triggers">
      {workflow.triggers.map((trigger) => {
        const Icon = ICONS[trigger];
        const chip = (
          <Chip
            key={trigger}
            size="small"
            variant="outlined"
            icon={<Icon fontSize="small" />}
            label={WORKFLOW_TRIGGER_LABELS[trigger]}
            data-trigger={trigger}
          />
        );
        return trigger === 'schedule' ? (
          <Tooltip key={trigger} title={workflow.scheduleText}>
            {chip}
          </Tooltip>
        ) : (
          chip
        );
      })}
    </Stack>
  );
}
