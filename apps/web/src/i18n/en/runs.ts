import type { RunStatus, RunTriggerKind } from '@flowlane/contracts';
import type { Texts } from '../shape';

/** Run and step statuses, triggers and the run columns: the chips and headers of every run list. */
export const runs = {
  status: {
    queued: 'Queued',
    running: 'Running',
    succeeded: 'Succeeded',
    failed: 'Failed',
    cancelled: 'Cancelled',
    timed_out: 'Timed out',
    refused: 'Refused',
  } satisfies Record<RunStatus, string>,
  stepStatus: {
    succeeded: 'Succeeded',
    failed: 'Failed',
    skipped: 'Skipped',
    cancelled: 'Cancelled',
  },
  trigger: {
    manual: 'Manual',
    webhook: 'Webhook',
    schedule: 'Schedule',
    mailhook: 'Mailhook',
    retry: 'Retry',
    integration: 'Integration',
    test: 'Test step',
    mcp: 'MCP tool',
  } satisfies Record<RunTriggerKind, string>,
  columns: {
    workflow: 'Workflow',
    status: 'Status',
    trigger: 'Trigger',
    started: 'Started',
    duration: 'Duration',
    processing: 'Processing time',
  },
};

export type RunsTexts = Texts<typeof runs>;
