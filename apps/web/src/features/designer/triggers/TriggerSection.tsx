import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepData } from '../model/types';
import { JsonField } from '../panel/JsonField';
import { CopyField } from '../settings/CopyField';
import { HookActiveSwitch, ReplyModeSelect } from '../settings/HookFields';
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

/** A hook trigger's test: listen for the next call, and the test data it captured (or typed). */
function TestCall({
  kind,
  help,
  nodeId,
  data,
}: {
  kind: 'webhook' | 'mailhook';
  help: string;
  nodeId: string;
  data: StepData;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <Typography variant="subtitle2">{t('designer.trigger.testData')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {help}
      </Typography>
      <ListenForTestCall kind={kind} />
      <TestData
        nodeId={nodeId}
        data={data}
        label={t('designer.trigger.testDataJson')}
        help={t('designer.trigger.testDataHelp')}
      />
    </>
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
  return (
    <Stack spacing={2} data-testid="webhook-trigger">
      <HookActiveSwitch
        hook="webhook"
        data={workflow}
        onChange={designer.setData}
        testId="step-webhook-active"
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
      <ReplyModeSelect
        data={workflow}
        onChange={designer.setData}
        helperText={t('designer.trigger.replyHelp')}
        testId="step-webhook-reply"
      />
      <TestCall kind="webhook" help={t('designer.trigger.testUrlHelp')} nodeId={nodeId} data={data} />
    </Stack>
  );
}

/** The Mailhook step: its address and switch (data.mailhook), "Listen for a test call" for the next mail. */
function MailhookTrigger({ nodeId, data }: { nodeId: string; data: StepData }) {
  const { t } = useTranslation();
  const workflow = useDesignerStore((s) => s.data);
  const server = useDesignerStore((s) => s.server);
  if (!workflow) return null;
  return (
    <Stack spacing={2} data-testid="mailhook-trigger">
      <HookActiveSwitch hook="mailhook" data={workflow} onChange={designer.setData} />
      {server && (
        <CopyField
          label={t('designer.settings.mailhookAddress')}
          value={server.mailhookAddress}
          testId="step-mailhook-address"
        />
      )}
      <TestCall kind="mailhook" help={t('designer.trigger.testMailHelp')} nodeId={nodeId} data={data} />
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
