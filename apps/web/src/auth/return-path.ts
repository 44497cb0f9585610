const KEY = 'flowlane.returnPath';

/** Paths never worth returning to after login (shell reference, "Authorization"). */
function isSavable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname === '/login' || pathname === '/logout') return false;
  return !pathname.startsWith('/pages/errors/');
}

/** Remembers where a denied guest wanted to go (session storage, so a reload of /login keeps it). */
export function saveReturnPath(path: string): void {
  if (isSavable(path)) sessionStorage.setItem(KEY, path);
}

export function peekReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

export function clearReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
