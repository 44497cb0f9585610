import { MESSAGES, type User } from '@flowlane/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const jwt = (expSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64url')}.s`;
const now = () => Math.floor(Date.now() / 1000);
const FRESH = jwt(now() + 900);
const EXPIRED = jwt(now() - 60);
const ROTATED = jwt(now() + 901);

const user: User = {
  id: 'u1',
  roles: ['ROLE_FLOW_ADMIN'],
  data: {
    displayName: 'Test User',
    email: 'test@example.com',
    photoURL: null,
    authenticatorActive: false,
    softDeleted: false,
    softDeletedAt: null,
    settings: {},
    shortcuts: [],
    teams: [{ id: 't1', name: 'Team', role: 'admin' }],
    defaultTeam: 't1',
  },
  subscription: null,
  billing: { customerId: null },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const calls: Array<{ path: string; method: string; auth: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push({
        path,
        method: init.method ?? 'GET',
        auth: new Headers(init.headers).get('authorization'),
      });
      return handler(path, init);
    }),
  );
  return calls;
}

async function loadAuth() {
  vi.resetModules();
  const auth = await import('./index');
  const tokens = await import('./tokens');
  const messages = await import('../shell/message/message-store');
  auth.setAuthNavigator(() => {});
  return { auth, tokens, messages };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authedFetch', () => {
  it('retries 401s once after a single refresh shared by concurrent calls', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    const calls = stubFetch((path, init) => {
      if (path === '/api/token/refresh')
        return json(200, { token: ROTATED, refresh_token: 'refresh-2', user });
      const bearer = new Headers(init.headers).get('authorization');
      return bearer === `Bearer ${ROTATED}`
        ? json(200, { ok: true })
        : json(401, { message: 'no', code: 'X' });
    });
    const answers = await Promise.all([auth.authedFetch('/api/a'), auth.authedFetch('/api/b')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.path === '/api/token/refresh')).toHaveLength(1);
    expect(tokens.readTokens()).toEqual({ accessToken: ROTATED, refreshToken: 'refresh-2' });
  });

  it('refreshes an expired access token before the call instead of after a 401', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(EXPIRED, 'refresh-1');
    const calls = stubFetch((path) =>
      path === '/api/token/refresh'
        ? json(200, { token: ROTATED, refresh_token: 'refresh-2', user })
        : json(200, { ok: true }),
    );
    await auth.authedFetch('/api/a');
    expect(calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/token/refresh', null],
      ['/api/a', `Bearer ${ROTATED}`],
    ]);
  });

  it('logs out with "Your session has expired. Please log in again." when the refresh is refused', async () => {
    const { auth, tokens, messages } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    stubFetch((path) =>
      path === '/api/logout' ? json(200, { message: 'ok' }) : json(401, { message: 'expired', code: 'X' }),
    );
    await expect(auth.authedFetch('/api/a')).rejects.toThrow(MESSAGES.sessionExpiredRefresh);
    expect(tokens.readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(auth.getSession().status).toBe('guest');
    expect(messages.useMessageStore.getState().message).toBe(MESSAGES.sessionExpiredRefresh);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(EXPIRED, 'refresh-1');
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(auth.authedFetch('/api/a')).rejects.toThrow(TypeError);
    expect(tokens.readTokens().refreshToken).toBe('refresh-1');
  });

  it('passes other errors through untouched', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    const calls = stubFetch(() => json(403, { message: 'Forbidden', code: 'FORBIDDEN' }));
    await expect(auth.authedFetch('/api/a')).rejects.toThrow('Forbidden');
    expect(calls).toHaveLength(1);
  });
});

describe('checkSession (start-up)', () => {
  it('makes a visitor without tokens a guest without calling the server', async () => {
    const { auth } = await loadAuth();
    const calls = stubFetch(() => json(500, {}));
    await auth.checkSession();
    expect(auth.getSession()).toEqual({ status: 'guest', user: null, roles: [] });
    expect(calls).toHaveLength(0);
  });

  it('signs a stored valid token in with GET /api/user', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    stubFetch((path) => (path === '/api/user' ? json(200, user) : json(404, {})));
    await auth.checkSession();
    expect(auth.getSession()).toMatchObject({ status: 'signedIn', roles: ['ROLE_FLOW_ADMIN'] });
  });

  it('refreshes an expired token and signs in with the refreshed user', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(EXPIRED, 'refresh-1');
    stubFetch((path) =>
      path === '/api/token/refresh'
        ? json(200, { token: ROTATED, refresh_token: 'refresh-2', user })
        : json(404, {}),
    );
    await auth.checkSession();
    expect(auth.getSession().user?.id).toBe('u1');
  });
});

describe('saveUserData', () => {
  it("keeps a guest's settings in the browser", async () => {
    const { auth } = await loadAuth();
    await auth.checkSession();
    const calls = stubFetch(() => json(500, {}));
    expect(await auth.saveUserData({ settings: { timezone: 'Europe/Berlin' } })).toBe(true);
    expect(calls).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('flowlane.guestSettings') ?? '{}')).toEqual({
      timezone: 'Europe/Berlin',
    });
  });

  it('saves with PUT /api/user, shows "User data saved" and reloads the user', async () => {
    const { auth, tokens, messages } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    const renamed = { ...user, data: { ...user.data, displayName: 'Renamed' } };
    const calls = stubFetch((path) => {
      if (path === '/api/token/refresh')
        return json(200, { token: ROTATED, refresh_token: 'r2', user: renamed });
      return json(200, path === '/api/user' ? renamed : {});
    });
    await auth.checkSession();
    expect(await auth.saveUserData({ displayName: 'Renamed' })).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/user',
      'PUT /api/user',
      'GET /api/user',
    ]);
    expect(tokens.readTokens().refreshToken).toBe('refresh-1');
    expect(messages.useMessageStore.getState().message).toBe(MESSAGES.userDataSaved);
    expect(auth.getSession().user?.data.displayName).toBe('Renamed');
  });
});

describe('logout', () => {
  it('goes to /, ends the server session, clears tokens, runs the reset hooks, then marks logged out', async () => {
    const { auth, tokens } = await loadAuth();
    tokens.storeTokens(FRESH, 'refresh-1');
    const calls = stubFetch((path) => json(200, path === '/api/user' ? user : { message: 'ok' }));
    await auth.checkSession();
    const steps: string[] = [];
    auth.setAuthNavigator((to) => {
      steps.push(`navigate ${to} ${auth.getSession().status}`);
    });
    auth.onSessionReset(() => steps.push(`reset ${tokens.readTokens().accessToken}`));
    await auth.logout();
    expect(steps).toEqual(['navigate / signedIn', 'reset null']);
    expect(auth.getSession().status).toBe('guest');
    expect(calls.at(-1)).toMatchObject({ path: '/api/logout', method: 'POST' });
  });
});
