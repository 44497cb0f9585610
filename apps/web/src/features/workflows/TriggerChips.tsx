import type { WorkflowListItem } from '@flowlane/contracts';
import EmailIcon from '@mui/icons-material/Email';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Trigger = WorkflowListItem['triggers'][number];

const ICONS: Record<Trigger, typeof ScheduleIcon> = {
  manual: TouchAppIcon,
  schedule: ScheduleIcon,
  webhook: WebhookIcon,
  mailhook: EmailIcon,
};

/** How a workflow can start; the schedule chip explains itself in words. */
export function TriggerChips({ workflow }: { workflow: WorkflowListItem }) {
  const { t } = useTranslation();
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
            label={t(`runs.trigger.${trigger}`)}
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
