import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { usersRepository } from '../db/index.js';
import type { TestServer } from '../testing/index.js';

/** Helpers for the dataset tests (only *.test.ts files import this). */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Client = {
  teamId: string;
  headers: Record<string, string>;
  call(
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }>;
  /** Sends a body as it is (a CSV upload). */
  send(
    url: string,
    body: string,
    contentType: string,
  ): Promise<{ statusCode: number; body: string; json(): unknown }>;
};

export async function signedInClient(server: TestServer, label: string): Promise<Client> {
  const account = await activeAccount(server, label);
  const session = z
    .object({ token: z.string() })
    .parse((await login(server, account.email, account.password)).json());
  const headers = bearer(session.token);
  const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
  return {
    teamId: user?.defaultTeamId ?? '',
    headers,
    call: (method, url, payload) =>
      server.app.inject({
        method,
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
    send: (url, body, contentType) =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      }),
  };
}
