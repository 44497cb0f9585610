import { errorText, MESSAGES, type RunQueuedResponse } from '@flowlane/contracts';
import { ApiRequestError } from '../../api/client';
import { showMessage } from '../../shell';

/** A queued run shows the spec's info message; a refused one shows its reason as a warning. */
export function announceQueued(answer: RunQueuedResponse): void {
  if (answer.status === 'refused') showMessage(answer.message, 'warning');
  else showMessage(MESSAGES.workflowQueued, 'info');
}

/** A failed call: "Error: " and the server's message (spec section 8). */
export function announceFailure(error: unknown): void {
  const message = error instanceof ApiRequestError || error instanceof Error ? error.message : undefined;
  showMessage(errorText(message), 'error');
}
