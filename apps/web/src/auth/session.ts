import { type LoginResponse, MESSAGES, UpdateUserRequest, User } from '@flowlane/contracts';
import { ApiRequestError, jsonBody } from '../api/client';
import { showMessage } from '../shell/message/message-store';
import { authedFetch } from './authed-fetch';
import { logout } from './logout';
import { rotateTokens, SessionExpiredError } from './refresh';
import { getSession, useSessionStore } from './session-store';
import { clearTokens, isAccessTokenExpired, isTokenStorageEvent, readTokens, storeTokens } from './tokens';

export function fetchCurrentUser(): Promise<User> {
  return authedFetch('/api/user', { method: 'GET' }, User);
}

/** Stores the tokens of a successful login and signs the user in. */
export function completeLogin(answer: LoginResponse): void {
  storeTokens(answer.token, answer.refresh_token);
  useSessionStore.getState().setUser(answer.user);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.unknownError;
}

let checking: Promise<void> | null = null;

/** The start-up auth check (spec section 4): the splash stays until this settles. Runs once at a time. */
export function checkSession(): Promise<void> {
  checking ??= runCheck().finally(() => {
    checking = null;
  });
  return checking;
}

async function runCheck(): Promise<void> {
  const { setUser, setGuest } = useSessionStore.getState();
  const { accessToken, refreshToken } = readTokens();
  try {
    if (accessToken && !isAccessTokenExpired(accessToken)) {
      setUser(await fetchCurrentUser());
    } else if (refreshToken) {
      const answer = await rotateTokens();
      setUser(answer ? answer.user : await fetchCurrentUser());
    } else {
      clearTokens();
      setGuest();
    }
  } catch (error) {
    if (error instanceof SessionExpiredError) return logout(error.message);
    // A refused user (deleted, deactivated) drops its tokens; a network or server failure keeps them.
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) clearTokens();
    setGuest();
    showMessage(errorMessage(error), 'error');
  }
}

/**
 * The forced session refresh (spec sections 4 and 7): the user again from GET /api/user. Tokens rotate
 * only when the access token has expired (or a call answers 401), never just because data was saved: a
 * rotation whose answer is lost (a reload at that moment) would leave the tab with a used refresh token.
 * A refused session logs out; this never rejects.
 */
export async function refreshSession(): Promise<void> {
  try {
    useSessionStore.getState().setUser(await fetchCurrentUser());
  } catch (error) {
    if (error instanceof SessionExpiredError) return; // authedFetch has logged out already
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403))
      await logout(error.message);
    else showMessage(errorMessage(error), 'error');
  }
}

function mergeSettings(patch: UpdateUserRequest): void {
  if (!patch.settings) return;
  const { guestSettings, setGuestSettings } = useSessionStore.getState();
  setGuestSettings({ ...guestSettings, ...patch.settings });
}

/**
 * Saves user data (settings, shortcuts, display name, photo, authenticator flag) with PUT /api/user,
 * shows "User data saved" and forces a session refresh. A guest's settings stay in the browser.
 * Failures show their message; this never rejects, and resolves to whether the save happened.
 */
export async function saveUserData(patch: UpdateUserRequest): Promise<boolean> {
  if (getSession().roles.length === 0) {
    mergeSettings(patch);
    return true;
  }
  try {
    const body = UpdateUserRequest.parse(patch);
    const answer = User.safeParse(await authedFetch('/api/user', { method: 'PUT', body: jsonBody(body) }));
    if (answer.success) useSessionStore.getState().setUser(answer.data);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) showMessage(errorMessage(error), 'error');
    return false;
  }
  showMessage(MESSAGES.userDataSaved, 'success');
  await refreshSession();
  return true;
}

/** Follows logins and logouts made in other tabs (they share local storage). */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!isTokenStorageEvent(event)) return;
    const { accessToken, refreshToken } = readTokens();
    const { status } = getSession();
    if (!accessToken && !refreshToken && status === 'signedIn') void logout();
    else if (refreshToken && status === 'guest') void checkSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
