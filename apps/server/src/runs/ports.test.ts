import { createHash } from 'node:crypto';
import { RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { defineService } from '@flowlane/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { filesRepository, usersRepository, workflowKvRepository } from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

const descriptor = (id: string) => ({
  id,
  name: id,
  category: 'test',
  icon: 'test',
  description: id,
  kind: 'action' as const,
  actions: [{ id: 'run', name: 'Run', description: 'Run' }],
  inputs: [],
  outputSchema: { type: 'object' },
  outputHandles: [{ id: 'main', label: 'main' }],
});

/**
 * The ttl of the counter's short-lived value: long enough that the kv port's occasional sweep of expired
 * values (one set in 200) cannot remove it while the test runs, so the test reads it at a later time.
 */
const SHORT_TTL_MS = 60_000;

/** Counts its own runs in the kv port: the state a workflow keeps between runs. */
const counter = defineService({
  descriptor: descriptor('test.counter'),
  params: z.object({}),
  execute: async (ctx) => {
    const before = z
      .number()
      .catch(0)
      .parse(await ctx.ports.kv.get('count'));
    await ctx.ports.kv.set('count', before + 1);
    await ctx.ports.kv.set('short-lived', 'gone soon', SHORT_TTL_MS);
    return { output: { count: before + 1 } };
  },
});

/** Writes a file through the files port and reads it back. */
const fileWriter = defineService({
  descriptor: descriptor('test.fileWriter'),
  params: z.object({ text: z.string() }),
  execute: async (ctx) => {
    const { id } = await ctx.ports.files.write({
      name: 'note.txt',
      contentType: 'text/plain',
      data: new TextEncoder().encode(ctx.params.text),
    });
    const read = await ctx.ports.files.read(id);
    return { output: { id, name: read.name, text: new TextDecoder().decode(read.data) } };
  },
});

const fileReader = defineService({
  descriptor: descriptor('test.fileReader'),
  params: z.object({ fileId: z.string() }),
  execute: async (ctx) => {
    const read = await ctx.ports.files.read(ctx.params.fileId);
    return { output: { text: new TextDecoder().decode(read.data) } };
  },
});

const graphOf = (serviceId: string, params: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  nodes: [
    { id: 't', serviceId: 'test.trigger', action: 'run', name: 't', position: { x: 0, y: 0 }, params: {} },
    { id: 's', serviceId, action: 'run', name: 's', position: { x: 200, y: 0 }, params },
  ],
  edges: [{ id: 't-s', source: 't', sourceHandle: null, target: 's' }],
});

describe.each(testDatabaseKinds())('kv and files ports on %s', (kind) => {
  let server: TestServer;
  type Member = { headers: Record<string, string>; teamId: string };
  let owner: Member;
  let stranger: Member;

  const member = async (label: string): Promise<Member> => {
    const account = await activeAccount(server, label);
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
    return { headers: bearer(token), teamId: user?.defaultTeamId ?? '' };
  };

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog([counter, fileWriter, fileReader]) });
    owner = await member('kv-owner');
    stranger = await member('kv-stranger');
  });
  afterAll(() => server.close());

  const call = (
    who: Member,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    server.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

  async function workflow(who: Member, graph: ReturnType<typeof graphOf>) {
    const created = WorkflowResponse.parse((await call(who, 'POST', '/api/workflow', {})).json());
    const saved = await call(who, 'PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    expect(saved.statusCode, saved.body).toBe(200);
    return created.id;
  }

  async function run(who: Member, workflowId: string): Promise<RunDetail> {
    const { runId } = RunQueuedResponse.parse(
      (await call(who, 'POST', `/api/workflow/${workflowId}/run`, {})).json(),
    );
    for (let i = 0; i < 200; i++) {
      const detail = RunDetail.parse((await call(who, 'GET', `/api/run/${runId}`)).json());
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  }

  const stepOutput = (detail: RunDetail) => detail.steps.find((s) => s.nodeId === 's')?.output;

  it('keeps a value set in one run for the next run of the same workflow only', async () => {
    const first = await workflow(owner, graphOf('test.counter'));
    const second = await workflow(owner, graphOf('test.counter'));
    const theirs = await workflow(stranger, graphOf('test.counter'));

    expect(stepOutput(await run(owner, first))).toEqual({ count: 1 });
    expect(stepOutput(await run(owner, first))).toEqual({ count: 2 });
    expect(stepOutput(await run(owner, first))).toEqual({ count: 3 });
    // Another workflow of the same team, and a workflow of another team, start from nothing.
    expect(stepOutput(await run(owner, second))).toEqual({ count: 1 });
    expect(stepOutput(await run(stranger, theirs))).toEqual({ count: 1 });
    expect(stepOutput(await run(owner, first))).toEqual({ count: 4 });

    const kv = workflowKvRepository(server.ctx.database.db);
    expect(await kv.get(owner.teamId, first, 'count')).toBe(4);
    // A value set with a ttl reads as missing once it has run out, and a sweep then removes it.
    const later = new Date(Date.now() + SHORT_TTL_MS + 1_000);
    expect(await kv.get(owner.teamId, first, 'short-lived')).toBe('gone soon');
    expect(await kv.get(owner.teamId, first, 'short-lived', later)).toBeUndefined();
    await kv.pruneExpired();
    expect(await kv.get(owner.teamId, first, 'short-lived')).toBe('gone soon');
    await kv.pruneExpired(later);
    expect(await kv.get(owner.teamId, first, 'short-lived', new Date(0))).toBeUndefined();
    expect(await kv.get(owner.teamId, first, 'count', later)).toBe(4);
  });

  it('stores a file written by a step for the team, readable by its later runs and downloadable', async () => {
    const writer = await workflow(owner, graphOf('test.fileWriter', { text: 'Grüße from a step' }));
    const written = z
      .object({ id: z.string(), name: z.string(), text: z.string() })
      .parse(stepOutput(await run(owner, writer)));
    expect(written).toMatchObject({ name: 'note.txt', text: 'Grüße from a step' });

    const stored = await filesRepository(server.ctx.database.db).info(owner.teamId, written.id);
    expect(stored).toMatchObject({
      name: 'note.txt',
      contentType: 'text/plain',
      size: Buffer.byteLength('Grüße from a step'),
      sha256: createHash('sha256').update('Grüße from a step').digest('hex'),
    });

    const reader = await workflow(owner, graphOf('test.fileReader', { fileId: written.id }));
    expect(stepOutput(await run(owner, reader))).toEqual({ text: 'Grüße from a step' });

    const download = await call(owner, 'GET', `/api/file/${written.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toContain('attachment; filename="note.txt"');
    expect(download.body).toBe('Grüße from a step');
  });

  it("refuses another team's file to a step and to the download route", async () => {
    const writer = await workflow(owner, graphOf('test.fileWriter', { text: 'private' }));
    const { id } = z.object({ id: z.string() }).parse(stepOutput(await run(owner, writer)));

    const reader = await workflow(stranger, graphOf('test.fileReader', { fileId: id }));
    const refused = await run(stranger, reader);
    expect(refused.status).toBe('failed');
    expect(JSON.stringify(refused.steps.find((s) => s.nodeId === 's')?.error)).toContain(
      `File ${id} not found.`,
    );

    const download = await call(stranger, 'GET', `/api/file/${id}`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ message: 'File not found.' });
    expect((await call(stranger, 'GET', '/api/file/not-a-uuid')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `/api/file/${id}` })).statusCode).toBe(401);
  });
});
