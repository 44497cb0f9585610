import { WebhookResponseMode } from '@flowlane/contracts';
import {
  Alert,
  Divider,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepData } from '../model/types';
import { JsonField } from '../panel/JsonField';
import { CopyField } from '../settings/CopyField';
import { ScheduleSection } from '../settings/ScheduleSection';
import { designer, useDesignerStore } from '../store/designer-store';
import { ListenForTestCall } from './ListenForTestCall';

/** The trigger's test data: its pinned data, handed on by Test step and sent by Run now. */
function TestData({
  nodeId,
  data,
  label,
  help,
}: {
  nodeId: string;
  data: StepData;
  label: string;
  help: string;
}) {
  return (
    <JsonField
      targetId={`${nodeId}.$testData`}
      label={label}
      helperText={help}
      value={data.pinnedData}
      onChange={(value) => designer.updateStep(nodeId, { pinnedData: value }, `${nodeId}:pinned`)}
      minRows={4}
      testId="trigger-test-data"
    />
  );
}

/**
 * The Webhook step: its URLs, whether it is on and how it replies — the workflow's data.webhook, the
 * same values the settings dialog edits — then "Listen for a test call" and the captured call.
 */
function WebhookTrigger({ nodeId, data }: { nodeId: string; data: StepData }) {
  const { t } = useTranslation();
  const workflow = useDesignerStore((s) => s.data);
  const server = useDesignerStore((s) => s.server);
  if (!workflow) return null;
  const webhook = workflow.webhook;
  return (
    <Stack spacing={2} data-testid="webhook-trigger">
      <FormControlLabel
        control={
          <Switch
            checked={webhook.active}
            onChange={(event) =>
              designer.setData({ ...workflow, webhook: { ...webhook, active: event.target.checked } })
            }
            data-testid="step-webhook-active"
          />
        }
        label={t('designer.settings.webhookActive')}
      />
      {server ? (
        <>
          <CopyField
            label={t('designer.trigger.productionUrl')}
            value={server.webhookUrl}
            testId="webhook-production-url"
          />
          <CopyField
            label={t('designer.trigger.testUrl')}
            value={server.webhookTestUrl}
            testId="webhook-test-url"
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('designer.settings.saveFirst')}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={t('designer.settings.reply')}
        value={webhook.responseMode}
        helperText={t('designer.trigger.replyHelp')}
        onChange={(event) => {
          const mode = WebhookResponseMode.safeParse(event.target.value);
          if (mode.success)
            designer.setData({ ...workflow, webhook: { ...webhook, responseMode: mode.data } });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'step-webhook-reply' } }}
      >
        {WebhookResponseMode.options.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`designer.settings.replyModes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      <Divider />
      <Typography variant="subtitle2">{t('designer.trigger.testData')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('designer.trigger.testUrlHelp')}
      </Typography>
      <ListenForTestCall kind="webhook" />
      <TestData
        nodeId={nodeId}
        data={data}
        label={t('designer.trigger.testDataJson')}
        help={t('designer.trigger.testDataHelp')}
      />
    </Stack>
  );
}

/** The Mailhook step: its address and switch (data.mailhook), "Listen for a test call" for the next mail. */
function MailhookTrigger({ nodeId, data }: { nodeId: string; data: StepData }) {
  const { t } = useTranslation();
  const workflow = useDesignerStore((s) => s.data);
  const server = useDesignerStore((s) => s.server);
  if (!workflow) return null;
  const mailhook = workflow.mailhook;
  return (
    <Stack spacing={2} data-testid="mailhook-trigger">
      <FormControlLabel
        control={
          <Switch
            checked={mailhook.active}
            onChange={(event) =>
              designer.setData({ ...workflow, mailhook: { ...mailhook, active: event.target.checked } })
            }
          />
        }
        label={t('designer.settings.mailhookActive')}
      />
      {server && (
        <CopyField
          label={t('designer.settings.mailhookAddress')}
          value={server.mailhookAddress}
          testId="step-mailhook-address"
        />
      )}
      <Divider />
      <Typography variant="subtitle2">{t('designer.trigger.testData')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('designer.trigger.testMailHelp')}
      </Typography>
      <ListenForTestCall kind="mailhook" />
      <TestData
        nodeId={nodeId}
        data={data}
        label={t('designer.trigger.testDataJson')}
        help={t('designer.trigger.testDataHelp')}
      />
    </Stack>
  );
}

/**
 * The Schedule step shows and edits the workflow's one schedule (data.schedule, which the scheduler
 * reads and the settings dialog edits too); the step itself holds no schedule of its own.
 */
function ScheduleTrigger() {
  const { t } = useTranslation();
  const workflow = useDesignerStore((s) => s.data);
  const server = useDesignerStore((s) => s.server);
  if (!workflow) return null;
  return (
    <Stack spacing={2} data-testid="schedule-trigger">
      <Typography variant="caption" color="text.secondary">
        {t('designer.trigger.scheduleHelp')}
      </Typography>
      {!workflow.schedule.active && (
        <Alert severity="info" data-testid="schedule-off">
          {t('designer.trigger.scheduleOff')}
        </Alert>
      )}
      <ScheduleSection
        schedule={workflow.schedule}
        onChange={(schedule) => designer.setData({ ...workflow, schedule })}
        saved={server?.data.schedule}
        nextRuns={server?.nextRuns ?? []}
      />
    </Stack>
  );
}

/** Inputs a trigger's own section replaces in its generated form. */
export const REPLACED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // The manual trigger's test input is its pinned data, which Run now sends; the old field is not read.
  'trigger.manual': ['samplePayload'],
};

/** What a trigger step shows above its generated form, by its service. */
export function TriggerSection({ nodeId, data }: { nodeId: string; data: StepData }) {
  const { t } = useTranslation();
  switch (data.serviceId) {
    case 'trigger.webhook':
      return <WebhookTrigger nodeId={nodeId} data={data} />;
    case 'trigger.mailhook':
      return <MailhookTrigger nodeId={nodeId} data={data} />;
    case 'trigger.schedule':
      return <ScheduleTrigger />;
    case 'trigger.manual':
      return (
        <TestData
          nodeId={nodeId}
          data={data}
          label={t('designer.trigger.manualInput')}
          help={t('designer.trigger.manualInputHelp')}
        />
      );
    default:
      return null;
  }
}
