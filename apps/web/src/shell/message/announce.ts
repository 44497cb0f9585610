import type { RunQueuedResponse } from '@flowlane/contracts';
import { ApiRequestError } from '../../api/client';
import { errorText, i18n } from '../../i18n';
import { showMessage } from './message-store';

/**
 * A queued run shows the spec's info message (a workflow's or an integration's) in the interface
 * language; a refused one shows its reason as a warning.
 */
export function announceQueued(answer: RunQueuedResponse, of: 'workflow' | 'integration' = 'workflow'): void {
  if (answer.status === 'refused') showMessage(answer.message, 'warning');
  else
    showMessage(i18n.t(of === 'workflow' ? 'messages.workflowQueued' : 'messages.integrationQueued'), 'info');
}

/** A failed call: "Error: " and the server's message (spec section 8), in the interface language. */
export function announceFailure(error: unknown): void {
  const message = error instanceof ApiRequestError || error instanceof Error ? error.message : undefined;
  showMessage(errorText(message), 'error');
}
