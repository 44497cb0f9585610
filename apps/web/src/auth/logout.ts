import { apiFetch, jsonBody } from '../api/client';
import { showMessage } from '../shell/message/message-store';
import { navigateTo } from './navigation';
import { runSessionResets } from './session-reset';
import { getSession, useSessionStore } from './session-store';
import { clearTokens, readTokens } from './tokens';

async function endSession(message: string | undefined): Promise<void> {
  // Spec section 4: logout proper (go to /, reset the stores) only applies to a user with roles;
  // without roles there is nothing to leave, but stale tokens are still dropped.
  const hadRoles = getSession().roles.length > 0;
  if (hadRoles) await navigateTo('/');
  endServerSession();
  clearTokens();
  if (hadRoles) runSessionResets();
  useSessionStore.getState().setGuest();
  if (message) showMessage(message, 'warning');
}

/** Ends the session on the server too, so its refresh token stops working; best effort, not awaited. */
function endServerSession(): void {
  const { refreshToken } = readTokens();
  if (!refreshToken) return;
  apiFetch('/api/logout', { method: 'POST', body: jsonBody({ refresh_token: refreshToken }) }).catch(() => {
    // The local session ends anyway; an unreachable server only leaves the token to expire.
  });
}

let pending: Promise<void> | null = null;

/** Logs out (once, however many callers ask at the same time) and shows the optional message. */
export function logout(message?: string): Promise<void> {
  pending ??= endSession(message).finally(() => {
    pending = null;
  });
  return pending;
}
