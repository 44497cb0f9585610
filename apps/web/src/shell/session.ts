// The one place the shell meets the session (owned by src/auth): user menu, roles, saving settings and
// shortcuts, the team switcher, the user's time zone.
export { authedFetch, logout, saveUserData, useGuestSettings, useSession } from '../auth';
