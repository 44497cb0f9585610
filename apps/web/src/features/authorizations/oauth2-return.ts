import { DEFAULT_OAUTH2_RETURN_PATH, LAST_OAUTH2_URL_KEY } from '@flowlane/contracts';

/** Keeps the page to come back to after the provider (path, query and hash of this origin). */
export function rememberOAuth2Return(location: Location = window.location): void {
  localStorage.setItem(LAST_OAUTH2_URL_KEY, `${location.pathname}${location.search}${location.hash}`);
}

/** The stored last OAuth2 URL when it is a path of this app, else /dashboard. */
export function oauth2ReturnPath(): string {
  const stored = localStorage.getItem(LAST_OAUTH2_URL_KEY);
  return stored?.startsWith('/') && !stored.startsWith('//') ? stored : DEFAULT_OAUTH2_RETURN_PATH;
}
