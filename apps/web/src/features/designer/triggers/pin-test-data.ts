import type { TestCallKind } from '@flowlane/contracts';
import { designer, useDesignerStore } from '../store/designer-store';

/** The service id of the trigger step a test call of `kind` belongs to. */
export const TRIGGER_OF_KIND = { webhook: 'trigger.webhook', mailhook: 'trigger.mailhook' } as const;

/**
 * A captured call becomes the test data of every trigger step of its kind (pinned data: Test step hands
 * it on, Run now starts with it). One undo step each, like "Pin this output".
 */
export function pinTestData(kind: TestCallKind, data: unknown): void {
  for (const node of useDesignerStore.getState().nodes) {
    if (node.data.serviceId === TRIGGER_OF_KIND[kind]) designer.updateStep(node.id, { pinnedData: data });
  }
}
