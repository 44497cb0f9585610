import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type NewRunStep, runsRepository, stepRunsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { manualRuns, teamWithWorkflow } from './test-support.js';

const OWNER = 'stored-once';

/** A run's steps as the engine records them: a loop's two iterations, a failed step, a truncated output. */
function stepsOf(runId: string, startedAt: Date, tag: string): NewRunStep[] {
  const step = (seq: number, nodeId: string, extra: Partial<NewRunStep>): NewRunStep => ({
    runId,
    attempt: 1,
    seq,
    nodeId,
    name: nodeId.toUpperCase(),
    serviceId: 'data.set',
    status: 'succeeded',
    input: { seq },
    output: { tag, seq },
    startedAt: new Date(startedAt.getTime() + seq),
    durationMs: seq,
    attempts: 1,
    ...extra,
  });
  return [
    step(0, 'hook', { serviceId: 'trigger.webhook', handles: ['main'] }),
    step(1, 'loop', { iteration: 0 }),
    step(2, 'loop', { iteration: 1 }),
    step(3, 'big', { output: { cut: true }, outputTruncated: true }),
    step(4, 'bad', { status: 'failed', output: null, error: { kind: 'user', message: 'no' } }),
  ];
}

// A run's step records: rows written while it runs (so that a run cut off resumes from them), and those its
// end writes, kept in its row (migrations 0023 and 0024; a run stored once, as it ended, has only those).
// Read back, both are the same records.
describe.each(testDatabaseKinds())("a run's step records, as rows and in its row, on %s", (kind) => {
  let server: TestServer | undefined;
  let teamId = '';
  let workflowId = '';
  const db = () => {
    if (!server) throw new Error('the test server has not started');
    return server.ctx.database.db;
  };
  const repo = () => runsRepository(db());

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { background: false });
    ({ teamId, workflowId } = await teamWithWorkflow(server, 'stored-once'));
  });
  afterAll(() => server?.close());

  /** Stores a run as the in-memory path does: its row, its steps and its ledger row in one write. */
  async function storeOnce(tag: string) {
    const [run] = manualRuns(teamId, workflowId, 1);
    if (!run) throw new Error('no run');
    const id = randomUUID();
    const startedAt = new Date();
    const steps = stepsOf(id, startedAt, tag);
    await repo().insertFinished([
      {
        run: { ...run, id, owner: OWNER, queuedAt: startedAt, startedAt },
        result: { status: 'succeeded', processingMs: 5, error: null, output: { tag }, reply: null, steps },
      },
    ]);
    return { id, steps };
  }

  /**
   * Stores a run through the queue: enqueued and claimed; its first `flushed` steps written as rows while it
   * runs (the step log's flush), the rest (and `again`, records already flushed) with its end.
   */
  async function storeThroughQueue(tag: string, flushed: number, again: number[] = []) {
    const [queued] = await repo().enqueueMany(manualRuns(teamId, workflowId, 1));
    if (!queued) throw new Error('no run');
    const [claimed] = await repo().claimByIds(OWNER, 30_000, [queued.id]);
    if (claimed?.id !== queued.id) throw new Error('the run was not claimed');
    const steps = stepsOf(queued.id, new Date(), tag);
    await repo().appendSteps(steps.slice(0, flushed));
    const atEnd = [...again.map((seq) => steps[seq] as NewRunStep), ...steps.slice(flushed)];
    const { finished } = await repo().finishMany([
      {
        runId: queued.id,
        owner: OWNER,
        attempt: claimed.attempts,
        result: {
          status: 'succeeded',
          processingMs: 5,
          error: null,
          output: { tag },
          reply: null,
          steps: atEnd,
        },
      },
    ]);
    if (finished[0]?.status !== 'succeeded') throw new Error('the run did not finish');
    return { id: queued.id, steps };
  }
  const storeAsRows = (tag: string) => storeThroughQueue(tag, 5);

  const countOf = async (query: ReturnType<typeof sql>) =>
    z.coerce.number().parse(rowsOf(await db().execute(query))[0]?.n);

  it('keeps its steps in its row and reads them back as a run with step rows reads its own', async () => {
    const once = await storeOnce('once');
    const rows = await storeAsRows('rows');

    // One row for the run, none for its steps, and its ledger row.
    expect(await countOf(sql`select count(*)::int as n from run_steps where run_id = ${once.id}`)).toBe(0);
    expect(
      await countOf(sql`select count(*)::int as n from runs where id = ${once.id} and steps is not null`),
    ).toBe(1);
    expect(await countOf(sql`select count(*)::int as n from usage_ledger where run_id = ${once.id}`)).toBe(1);
    expect(await countOf(sql`select count(*)::int as n from run_steps where run_id = ${rows.id}`)).toBe(5);
    expect(
      await countOf(sql`select count(*)::int as n from runs where id = ${rows.id} and steps is null`),
    ).toBe(1);

    const read = await repo().steps(once.id);
    const readRows = await repo().steps(rows.id);
    // Same records, field for field, in the same order (their own run id, times and tags apart).
    const comparable = (steps: typeof read) =>
      steps.map(({ runId: _runId, startedAt, output, ...rest }) => ({
        ...rest,
        startedAt: startedAt instanceof Date,
        output: output === null ? null : { ...(output as object), tag: '' },
      }));
    expect(comparable(read)).toEqual(comparable(readRows));
    expect(read.map((step) => [step.runId, step.seq, step.nodeId, step.iteration])).toEqual([
      [once.id, 0, 'hook', null],
      [once.id, 1, 'loop', 0],
      [once.id, 2, 'loop', 1],
      [once.id, 3, 'big', null],
      [once.id, 4, 'bad', null],
    ]);
    expect(read[0]).toMatchObject({
      attempt: 1,
      handles: ['main'],
      input: { seq: 0 },
      output: { tag: 'once', seq: 0 },
      outputTruncated: false,
      startedAt: once.steps[0]?.startedAt,
    });
    expect(read[4]).toMatchObject({ status: 'failed', error: { kind: 'user', message: 'no' }, output: null });
    expect(await repo().steps(once.id, 1)).toEqual(read);
    expect(await repo().steps(once.id, 2)).toEqual([]);
  });

  it("keeps what a queued run's end carries in its row, after the steps written while it ran", async () => {
    // Two steps flushed while it ran; its end carries the other three and, again, the second (a flush
    // whose commit went unanswered goes again with the end).
    const run = await storeThroughQueue('split', 2, [1]);
    expect(await countOf(sql`select count(*)::int as n from run_steps where run_id = ${run.id}`)).toBe(2);
    expect(await countOf(sql`select json_array_length(steps) as n from runs where id = ${run.id}`)).toBe(4);

    const read = await repo().steps(run.id);
    expect(read.map((step) => [step.seq, step.nodeId, step.output])).toEqual([
      [0, 'hook', { tag: 'split', seq: 0 }],
      [1, 'loop', { tag: 'split', seq: 1 }],
      [2, 'loop', { tag: 'split', seq: 2 }],
      [3, 'big', { cut: true }],
      [4, 'bad', null],
    ]);
    expect(await repo().steps(run.id, 1)).toEqual(read);
    expect(await repo().steps(run.id, 2)).toEqual([]);
  });

  it("never carries a run's steps into the run's record or the run log", async () => {
    const once = await storeOnce('listed');
    const record = await repo().get(teamId, once.id);
    expect(record?.output).toEqual({ tag: 'listed' });
    expect(record && 'steps' in record).toBe(false);
    const page = await repo().listForWorkflow(teamId, workflowId, { page: 0, pageSize: 50 });
    expect(page.items.some((run) => run.id === once.id)).toBe(true);
    expect(page.items.every((run) => !('steps' in run))).toBe(true);
  });

  it("gives the designer a step's newest output from either kind of run, succeeded and whole only", async () => {
    const latest = (nodeIds: string[]) => stepRunsRepository(db()).latestOutputs(teamId, workflowId, nodeIds);
    await storeOnce('first');
    const rows = await storeAsRows('second');

    // The newest run is one with step rows: its outputs win over the older run's kept in its row.
    let outputs = await latest(['hook', 'loop', 'big', 'bad']);
    expect(outputs.get('hook')).toEqual({
      output: { tag: 'second', seq: 0 },
      runId: rows.id,
      triggerData: { n: 0 },
    });
    // Within a run, the last record of a step (a loop's last iteration).
    expect(outputs.get('loop')?.output).toEqual({ tag: 'second', seq: 2 });
    // A truncated output and a failed step are no earlier output, in either kind of run.
    expect(outputs.has('big')).toBe(false);
    expect(outputs.has('bad')).toBe(false);

    // Then a newer run stored once: its outputs, read from its row, win.
    const once = await storeOnce('third');
    outputs = await latest(['loop', 'big']);
    expect(outputs.get('loop')).toEqual({
      output: { tag: 'third', seq: 2 },
      runId: once.id,
      triggerData: { n: 0 },
    });
    expect(outputs.has('big')).toBe(false);
  });
});
