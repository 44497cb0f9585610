import { LiveTicket } from '@flowlane/contracts';
import { authedFetch } from './authed-fetch';

/**
 * Opens a workflow's live log. EventSource cannot send an Authorization header, and an access token in a
 * URL ends up in logs and history, so each connection asks for a single-use, one-minute ticket first.
 * Null when signed out or the ticket is refused; the caller retries later.
 */
export async function openLiveStream(workflowId: string): Promise<EventSource | null> {
  const id = encodeURIComponent(workflowId);
  const { ticket } = await authedFetch(
    `/api/workflow/${id}/live/ticket`,
    { method: 'POST' },
    LiveTicket,
  ).catch(() => ({ ticket: null }));
  if (!ticket) return null;
  return new EventSource(`/api/workflow/${id}/live?${new URLSearchParams({ ticket })}`);
}
