import { defaultWorkflowData, type WorkflowData } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { triggerIssues } from './trigger-issues';

const node = (id: string, serviceId: string) => ({ id, data: { serviceId } });
const withData = (change: (data: WorkflowData) => void) => {
  const data = defaultWorkflowData();
  change(data);
  return data;
};

describe('trigger warnings before saving', () => {
  const hookAndReply = [node('hook', 'trigger.webhook'), node('reply', 'flow.webhook-response')];

  it('flags a Webhook Response step while the webhook replies at once (202)', () => {
    expect(triggerIssues(hookAndReply, defaultWorkflowData())).toEqual([
      { code: 'replyIgnored', nodeId: 'reply' },
    ]);
    const sync = withData((d) => {
      d.webhook.responseMode = 'sync';
    });
    expect(triggerIssues(hookAndReply, sync)).toEqual([]);
  });

  it('flags an active schedule on a workflow that only a request or a mail can start', () => {
    const scheduled = withData((d) => {
      d.schedule.active = true;
    });
    expect(triggerIssues([node('hook', 'trigger.webhook')], scheduled)).toEqual([
      { code: 'noScheduleEntry', nodeId: 'hook' },
    ]);
    expect(triggerIssues([node('mail', 'trigger.mailhook')], scheduled)).toHaveLength(1);
  });

  it('accepts an active schedule with a Schedule step or a Manual trigger to enter at', () => {
    const scheduled = withData((d) => {
      d.schedule.active = true;
    });
    expect(
      triggerIssues([node('hook', 'trigger.webhook'), node('tick', 'trigger.schedule')], scheduled),
    ).toEqual([]);
    expect(triggerIssues([node('hook', 'trigger.webhook'), node('go', 'trigger.manual')], scheduled)).toEqual(
      [],
    );
    // Schedule off: nothing fires, nothing to flag.
    expect(triggerIssues([node('hook', 'trigger.webhook')], defaultWorkflowData())).toEqual([]);
  });
});
