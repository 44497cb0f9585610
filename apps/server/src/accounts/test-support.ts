import { LoginResponse } from '@flowlane/contracts';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestDatabaseKind, type TestServer } from '../testing/index.js';

/** Helpers for the accounts API tests (not shipped: only *.test.ts files import this). */

/**
 * For a describe block of mail-link tests: a server of `kind` whose links point to https://flowlane.test,
 * handed to `use` before the block's tests and closed after them; every test ends on the real clock again.
 */
export function mailLinkServer(kind: TestDatabaseKind, use: (server: TestServer) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(kind, { PUBLIC_URL: 'https://flowlane.test' });
    use(server);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.useRealTimers();
  });
}

let sequence = 0;
const runId = Math.random().toString(36).slice(2, 8);

/** An address nobody else in the test run uses, so accounts of one test never meet another's. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${runId}-${sequence}@example.com`;
}

/** A client address of its own per test, so the per-address rate limits of tests stay apart. */
export function uniqueAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const OutboxMails = z.object({
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() })),
});
export type OutboxMail = z.infer<typeof OutboxMails>['mails'][number];

export async function outboxFor(server: TestServer, email: string): Promise<OutboxMail[]> {
  const response = await server.app.inject({ method: 'GET', url: '/dev/mail?limit=200' });
  return OutboxMails.parse(response.json()).mails.filter((mail) => mail.to === email);
}

/** The token of the newest mailed link of a kind (`activate` or `resetpass`) to an address. */
export async function mailedToken(server: TestServer, email: string, kind: 'activate' | 'resetpass') {
  const [newest] = await outboxFor(server, email);
  const match = newest?.text.match(new RegExp(`/account/${kind}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${email}`);
  return match[1];
}

export type Account = { email: string; password: string; displayName: string };

export function newAccount(label: string): Account {
  return { email: uniqueEmail(label), password: 'correct horse', displayName: `User ${label}` };
}

export async function registerAccount(server: TestServer, account: Account) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
}

/** Registers and activates through the API, the way a person would (via the mailed link). */
export async function activeAccount(server: TestServer, label: string): Promise<Account> {
  const account = newAccount(label);
  await registerAccount(server, account);
  const token = await mailedToken(server, account.email, 'activate');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/validate',
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(`validate: ${response.statusCode} ${response.body}`);
  return account;
}

export function login(
  server: TestServer,
  username: string,
  password: string,
  extra: { '2fa_key'?: string } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, ...extra },
    remoteAddress: uniqueAddress(),
  });
}

export async function signIn(server: TestServer, account: Account): Promise<LoginResponse> {
  const response = await login(server, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return LoginResponse.parse(response.json());
}
