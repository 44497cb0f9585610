import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { DispatchableRun } from '../db/index.js';
import { Dependencies } from '../system/dependencies.js';
import { Metrics } from '../system/metrics.js';
import type { Dispatcher, WorkSource } from './dispatcher.js';

/** What a dispatcher under test is made with (a quiet logger, dependencies no outage is reported to). */
export type DispatcherParts = { logger: FastifyBaseLogger; dependencies: Dependencies };

type Row = { id: string; attempts: number; state: 'queued' | 'running' | 'parked' | 'done'; full: boolean };

/**
 * The runs table as a dispatcher sees it, in memory: a run is claimed once per attempt (a claim of a run
 * not queued finds nothing), a run whose team is `full` is not claimed (a claim by id parks it, as the
 * database's claim does), and each claim the dispatcher asked for is counted, so a duplicated job shows.
 */
class FakeRuns {
  readonly rows = new Map<string, Row>();
  /** Every time the dispatcher asked for a run (a job's claim by id, or a batch claim's pick). */
  readonly asked: string[] = [];
  /** Runs that ran, as `id@attempt`. */
  readonly ran: string[] = [];
  /** While set, runs wait for it before they return. */
  gate: Promise<void> | undefined;

  add(full = false): DispatchableRun {
    const row: Row = { id: randomUUID(), attempts: 0, state: 'queued', full };
    this.rows.set(row.id, row);
    return { id: row.id, attempts: row.attempts };
  }

  /** The run goes back to the queue as its next attempt (a lease taken over). */
  requeue(id: string): DispatchableRun {
    const row = this.row(id);
    row.state = 'queued';
    return { id, attempts: row.attempts };
  }

  /** Its team has room again: a parked run is queued. */
  unpark(id: string): DispatchableRun {
    const row = this.row(id);
    row.full = false;
    row.state = 'queued';
    return { id, attempts: row.attempts };
  }

  row(id: string): Row {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no run ${id}`);
    return row;
  }

  readonly source: WorkSource = {
    claim: async (max) => {
      const picked = [...this.rows.values()].filter((row) => row.state === 'queued' && !row.full);
      return picked.slice(0, max).map((row) => {
        this.asked.push(row.id);
        this.take(row);
        return () => this.execute(row);
      });
    },
    runById: async (id) => {
      this.asked.push(id);
      const row = this.rows.get(id);
      if (row?.state !== 'queued') return 'done';
      if (row.full) {
        row.state = 'parked';
        return 'done';
      }
      this.take(row);
      await this.execute(row);
      return 'done';
    },
  };

  work(id: string): () => Promise<void> {
    const row = this.row(id);
    this.take(row);
    return () => this.execute(row);
  }

  private take(row: Row): void {
    row.state = 'running';
    row.attempts += 1;
  }

  private async execute(row: Row): Promise<void> {
    this.ran.push(`${row.id}@${row.attempts}`);
    await this.gate;
    row.state = 'done';
  }
}

async function until(condition: () => boolean, what: string, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every queue promises the runtime, whatever it runs on: one suite, run against each
 * implementation (embedded-dispatcher.test.ts, redis-dispatcher.scale.test.ts). What a queue may or may not
 * do (park, hold back, poll the table, count jobs) is what it declares in `capabilities`, and the suite
 * checks it does that.
 */
export function dispatcherContract(
  name: string,
  make: (parts: DispatcherParts) => Promise<Dispatcher>,
): void {
  describe(`the Dispatcher contract: ${name}`, () => {
    const open: Array<{ dispatcher: Dispatcher; dependencies: Dependencies; closed: boolean }> = [];
    let runs: FakeRuns;

    async function dispatcher(): Promise<Dispatcher> {
      const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
      const dependencies = new Dependencies(logger, new Metrics(() => undefined));
      const made = await make({ logger, dependencies });
      open.push({ dispatcher: made, dependencies, closed: false });
      runs = new FakeRuns();
      return made;
    }

    afterEach(async () => {
      for (const { dispatcher, dependencies, closed } of open.splice(0)) {
        if (!closed) await dispatcher.close();
        dependencies.stop();
      }
    });

    it('declares every capability', async () => {
      const queue = await dispatcher();
      expect(Object.keys(queue.capabilities).sort()).toEqual([
        'countsJobs',
        'holdsBack',
        'parks',
        'pollsTable',
      ]);
      for (const value of Object.values(queue.capabilities)) expect(typeof value).toBe('boolean');
    });

    it('delivers a dispatched run to a worker once per attempt, however often it is dispatched', async () => {
      const queue = await dispatcher();
      queue.startWorking(runs.source);
      const run = runs.add();
      await Promise.all([queue.dispatch(run), queue.dispatch(run)]);
      await until(() => runs.ran.length === 1, 'the run ran');
      await pause(200);
      // Two dispatches of one attempt while it waits: one job, one claim.
      expect(runs.asked.filter((id) => id === run.id)).toHaveLength(1);
      // A late one (its job ended) may ask again: the claim finds the run taken, and nothing runs twice.
      await queue.dispatch(run);
      await pause(300);
      expect(runs.ran).toEqual([`${run.id}@1`]);
      // Taken over: its next attempt is delivered again.
      await queue.dispatch(runs.requeue(run.id));
      await until(() => runs.ran.length === 2, 'the next attempt ran');
      expect(runs.ran).toEqual([`${run.id}@1`, `${run.id}@2`]);
    });

    it('delivers many runs dispatched together, each once', async () => {
      const queue = await dispatcher();
      queue.startWorking(runs.source);
      const many = Array.from({ length: 40 }, () => runs.add());
      await Promise.all(many.map((run) => queue.dispatch(run)));
      await until(() => runs.ran.length === many.length, 'every run ran');
      await pause(200);
      expect(new Set(runs.ran).size).toBe(many.length);
      expect(runs.ran).toHaveLength(many.length);
    });

    it('redispatches nothing for a run that still has its job', async () => {
      const queue = await dispatcher();
      const run = runs.add();
      await queue.dispatch(run);
      // Not working yet: the run's job (or its wake-up) waits.
      expect(await queue.redispatch(run, async () => true)).toBe(false);
      queue.startWorking(runs.source);
      await until(() => runs.ran.length === 1, 'the run ran');
      await pause(300);
      expect(runs.ran).toEqual([`${run.id}@1`]);
    });

    it('brings a queued run without a job to a worker: by its poll, or by a redispatch', async () => {
      const queue = await dispatcher();
      const run = runs.add();
      if (queue.capabilities.pollsTable) {
        expect(await queue.redispatch(run, async () => true)).toBe(false);
      } else {
        // A run no longer queued at that attempt is left alone.
        expect(await queue.redispatch(run, async () => false)).toBe(false);
        expect(await queue.redispatch(run, async () => true)).toBe(true);
      }
      queue.startWorking(runs.source);
      await until(() => runs.ran.length === 1, 'the run ran');
      expect(runs.ran).toEqual([`${run.id}@1`]);
    });

    it('parks as it declares: a run whose team is full runs once it is unparked', async () => {
      const queue = await dispatcher();
      queue.startWorking(runs.source);
      const run = runs.add(true);
      await queue.dispatch(run);
      await pause(300);
      expect(runs.ran).toEqual([]);
      // A queue that parks ends the job of a run it could not claim (it waits in the table, parked).
      if (queue.capabilities.parks) expect(runs.row(run.id).state).toBe('parked');
      else expect(runs.row(run.id).state).toBe('queued');
      await queue.dispatchUnparked(runs.unpark(run.id));
      await until(() => runs.ran.length === 1, 'the unparked run ran');
      expect(runs.ran).toEqual([`${run.id}@1`]);
    });

    it('holds back as it declares', async () => {
      const queue = await dispatcher();
      queue.startWorking(runs.source);
      // A slot in use, as a run of the same team would hold.
      const busy = queue.reserve();
      expect(busy).toBeDefined();
      busy?.run(async () => undefined);
      const run = runs.add();
      queue.heldBack(run);
      if (queue.capabilities.holdsBack) {
        // Known to wait: a finish here claims for it.
        expect(queue.nothingWaits()).toBe(false);
        expect(queue.wanted(1, 1)).toBe(1);
      }
      // Either way it is not lost: a finish's claim, the poll or its job brings it to a worker.
      await until(() => runs.ran.length === 1, 'the held-back run ran');
      expect(runs.ran).toEqual([`${run.id}@1`]);
    });

    it('gives slots for runs started here only while working, and runs what it adopts', async () => {
      const queue = await dispatcher();
      expect(queue.reserve()).toBeUndefined();
      expect(queue.wanted(4, 0)).toBe(0);
      queue.startWorking(runs.source);
      const slot = queue.reserve();
      expect(slot).toBeDefined();
      const started = runs.add();
      slot?.run(runs.work(started.id));
      const unused = queue.reserve();
      unused?.release();
      unused?.release();
      const adopted = runs.add();
      queue.adopt([runs.work(adopted.id)], 1);
      await until(() => runs.ran.length === 2, 'the started and adopted runs ran');
      expect(runs.ran.sort()).toEqual([`${started.id}@1`, `${adopted.id}@1`].sort());
    });

    it('stops: close waits for the runs it started, then takes no more', async () => {
      const queue = await dispatcher();
      queue.startWorking(runs.source);
      let release: () => void = () => undefined;
      runs.gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const claimed = runs.add();
      await queue.dispatch(claimed);
      const started = runs.add();
      queue.reserve()?.run(runs.work(started.id));
      await until(() => runs.ran.length === 2, 'both runs started');
      let closed = false;
      const closing = queue.close().then(() => {
        closed = true;
      });
      for (const entry of open) if (entry.dispatcher === queue) entry.closed = true;
      await pause(200);
      expect(closed).toBe(false);
      expect(queue.reserve()).toBeUndefined();
      expect(queue.wanted(4, 4)).toBe(0);
      release();
      await closing;
      expect(runs.ran).toHaveLength(2);
      expect(queue.reserve()).toBeUndefined();
    });

    it('counts jobs as it declares', async () => {
      const queue = await dispatcher();
      // Once the queue has been reached (a run dispatched).
      await queue.dispatch(runs.add());
      const counts = await queue.jobCounts();
      if (queue.capabilities.countsJobs) expect(counts).toHaveProperty('waiting');
      else expect(counts).toEqual({});
    });
  });
}
