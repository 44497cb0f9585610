/**
 * Accounts and sessions on the web (spec sections 4 and 6): the session, its tokens, route guards and
 * the authenticated API client. Everything else in the app imports from here only.
 */

export { authedBlob, authedFetch } from './authed-fetch';
export { mayEnter, RequireAccess } from './guards';
export { openLiveStream } from './live-stream';
export { type LoginOutcome, login } from './login';
export { logout } from './logout';
export { setAuthNavigator } from './navigation';
export { ACCESS, DEMO_ACCOUNT, isDemoUser } from './requirements';
export { checkSession, completeLogin, followOtherTabs, refreshSession, saveUserData } from './session';
export { onSessionReset } from './session-reset';
export type { Session, SessionStatus } from './session-store';
export { getSession, useGuestSettings, useSession } from './session-store';
export { useCanEditWorkflows } from './use-can-edit';
