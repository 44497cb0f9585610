/**
 * Helpers of the teams, projects, real-role, authorization and integration browser tests: a server per
 * file (on PGlite, or on a scratch PostgreSQL database when a test changes a team's plan in the database;
 * extra settings such as ALLOW_PRIVATE_NETWORK for tests that reach the machine's services), accounts made
 * through the API, an API session per account, invitations read from the outbox, the message bar.
 */
import { randomUUID } from 'node:crypto';
import { Authorization, LoginResponse, TeamRef, WorkflowResponse } from '@flowlane/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import {
  createScratchDatabase,
  type RunningApp,
  type ScratchDatabase,
  signedInContext,
  startBuiltApp,
} from '../src/index.js';
import { linkPath, PASSWORD, postJson, registerAndActivate, waitForMail } from './auth-support.js';

export const DESKTOP = { width: 1440, height: 900 } as const;
const START_TIMEOUT_MS = 120_000;

type Server = { app: RunningApp; database: ScratchDatabase | null };
let server: Server | undefined;

/**
 * Starts this file's server before its tests and stops it after. With `postgres: true` the server runs on
 * a fresh PostgreSQL database (dropped afterwards), so the test can change rows the way billing would.
 */
export function useTeamsServer(options: { postgres?: boolean; env?: Record<string, string> } = {}): void {
  beforeAll(async () => {
    const database = options.postgres ? await createScratchDatabase() : null;
    try {
      const app = await startBuiltApp({
        TRUST_PROXY: 'true',
        ...options.env,
        ...(database ? { DATABASE_URL: database.url } : {}),
      });
      server = { app, database };
    } catch (error) {
      await database?.drop();
      throw error;
    }
  }, START_TIMEOUT_MS + 20_000);
  afterAll(async () => {
    await server?.app.stop();
    await server?.database?.drop();
    server = undefined;
  }, 60_000);
}

/** An address on this file's server. */
export function url(path: string): string {
  if (!server) throw new Error('useTeamsServer() has not started the server');
  return `${server.app.url}${path}`;
}

/** The URL of this file's PostgreSQL database (only with useTeamsServer({ postgres: true })). */
export function databaseUrl(): string {
  if (!server?.database) throw new Error('this file runs on PGlite: useTeamsServer({ postgres: true })');
  return server.database.url;
}

/** POSTs JSON to this file's server from a made-up client address, clear of the per-address limits. */
const post = (path: string, body: unknown) => postJson(path, body, url(''));

/** Registers and activates an account (its own team on the Free Trial, where it is admin). */
export function createAccount(displayName: string): Promise<string> {
  const email = `teams-${randomUUID().slice(0, 8)}@example.com`;
  return registerAndActivate(url(''), email, displayName, post);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in API client for one account; the server reads its current team on every call. */
export class Api {
  constructor(private readonly token: string) {}

  static async login(email: string): Promise<Api> {
    const response = await post('/api/login', { username: email, password: PASSWORD });
    if (!response.ok) throw new Error(`login answered ${response.status}`);
    return new Api(LoginResponse.parse(await response.json()).token);
  }

  async json<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await fetch(url(path), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return schema.parse(text ? JSON.parse(text) : null);
  }

  teams = () => this.json('GET', '/api/team', z.array(TeamRef));

  /** The account's current team (the one the server scopes every call to). */
  async currentTeam(): Promise<TeamRef> {
    const user = await this.json(
      'GET',
      '/api/user',
      z.object({ data: z.object({ defaultTeam: z.string(), teams: z.array(TeamRef) }) }),
    );
    const team = user.data.teams.find((t) => t.id === user.data.defaultTeam);
    if (!team) throw new Error('the account has no current team');
    return team;
  }

  createTeam = (name: string) => this.json('POST', '/api/team', TeamRef, { name });
  switchTo = (teamId: string) => this.json('POST', `/api/v2/user/switch/${teamId}`, z.unknown());

  /** A workflow with a title in the current team (POST {}, then PUT the whole object). */
  async createWorkflow(title: string, projectId: string | null = null): Promise<WorkflowResponse> {
    const created = await this.json('POST', '/api/workflow', WorkflowResponse, {});
    return this.json('PUT', `/api/workflow/${created.id}`, WorkflowResponse, {
      data: { ...created.data, title },
      graph: created.graph,
      projectId,
    });
  }

  workflow = (id: string) => this.json('GET', `/api/workflow/${id}`, WorkflowResponse);

  authorizations = () => this.json('GET', '/api/authorization', z.array(Authorization));
}

/** The invitation link's path (/teams/invitation/{token}) from the mail the invited address got. */
export async function invitationPath(email: string, teamName: string): Promise<string> {
  const mail = await waitForMail(url(''), email, `You are invited to ${teamName}`);
  return linkPath(mail.text, '/teams/invitation/');
}

/**
 * `member` joins `admin`'s current team as a plain member through a real invitation, and makes it their
 * current team. Returns the team.
 */
export async function joinTeam(admin: Api, member: { email: string; api: Api }): Promise<TeamRef> {
  const team = await admin.currentTeam();
  await admin.json('POST', `/api/team/${team.id}/invitations`, z.unknown(), {
    email: member.email,
    role: 'member',
  });
  const token = (await invitationPath(member.email, team.name)).split('/').pop();
  const joined = await member.api.json('POST', '/api/team/invitations/accept', TeamRef, { token });
  await member.api.switchTo(joined.id);
  return joined;
}

/**
 * Two new accounts, the second joined to the first's team as a member: the admin's and the member's API
 * clients (the member's switched to that team), the member's e-mail and the team.
 */
export async function adminAndMember(adminName: string, memberName: string) {
  const adminEmail = await createAccount(adminName);
  const email = await createAccount(memberName);
  const admin = await Api.login(adminEmail);
  const member = await Api.login(email);
  const team = await joinTeam(admin, { email, api: member });
  return { adminEmail, admin, email, member, team };
}

/** A fresh browser context, signed in (signedInContext), at `path`. */
export async function signIn(browser: Browser, email: string, path = '/dashboard'): Promise<Page> {
  const context = await signedInContext(
    browser,
    url(''),
    { username: email, password: PASSWORD },
    { viewport: DESKTOP },
  );
  const page = await context.newPage();
  await page.goto(url(path));
  // The first page of a freshly started server can be slow on a busy machine.
  await page.getByTestId('app-shell').waitFor({ timeout: 60_000 });
  return page;
}

export { messageShown } from '../src/index.js';

export const closeContext = (page: Page) => page.context().close();
