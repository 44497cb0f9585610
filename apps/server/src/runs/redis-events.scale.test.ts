import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { Dependencies } from '../system/dependencies.js';
import { Metrics } from '../system/metrics.js';
import { testQueueModes } from '../testing/index.js';
import { type RunEvent, RunEvents, workflowKey } from './events.js';
import { bridgeRunEvents } from './redis-events.js';

const redis = testQueueModes().find((mode) => mode.name === 'redis');

/** Waits until `seen` holds `count` events, or fails after a second. */
async function received(seen: RunEvent[], count: number): Promise<void> {
  for (let i = 0; i < 100 && seen.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(seen).toHaveLength(count);
}

// Two processes' event buses over a real Redis: what one publishes, the other hears only on the channels
// it listens to.
describe.each(redis ? [redis] : [])('run events across processes (Redis)', (mode) => {
  const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const config = loadConfig({ ...process.env, ...mode.env });
  const [web, worker] = [new RunEvents(), new RunEvents()];
  const bridges: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    for (const events of [web, worker]) {
      const dependencies = new Dependencies(logger, new Metrics(() => undefined));
      bridges.push(await bridgeRunEvents(events, config, logger, dependencies));
    }
  });
  afterAll(async () => {
    for (const bridge of bridges) await bridge.close();
  });

  it("sends a run's events to its workflow's listeners, and its end to those waiting on the run", async () => {
    const [runId, workflowId, teamId] = [randomUUID(), randomUUID(), randomUUID()];
    const onOutcome: RunEvent[] = [];
    const onWorkflow: RunEvent[] = [];
    web.onOutcome(runId, (event) => onOutcome.push(event));
    web.onWorkflow(workflowId, (event) => onWorkflow.push(event));
    await web.listening();
    worker.publish({ type: 'status', runId, workflowId, teamId, status: 'running' });
    worker.publish({ type: 'step', runId, workflowId, teamId, nodeId: 'n', status: 'succeeded' });
    const reply = { status: 200, headers: {}, body: { ok: true } };
    worker.publish({ type: 'reply', runId, workflowId, teamId, reply });
    worker.publish({ type: 'status', runId, workflowId, teamId, status: 'succeeded' });
    await received(onWorkflow, 4);
    // The wait hears the reply and the final status only: a run's steps do not cross to it.
    await received(onOutcome, 2);
    expect(onOutcome.map((event) => event.type)).toEqual(['reply', 'status']);
    expect(onOutcome[1]).toMatchObject({ runId, status: 'succeeded' });
  });

  // A worker running many runs of one workflow publishes many events in one turn of its event loop.
  it("sends a turn's events of one workflow as one message, delivered one by one in order", async () => {
    const [workflowId, teamId] = [randomUUID(), randomUUID()];
    const onWorkflow: RunEvent[] = [];
    web.onWorkflow(workflowId, (event) => onWorkflow.push(event));
    await web.listening();
    const raw = new Redis(mode.env.REDIS_URL ?? '');
    const messages: string[] = [];
    try {
      await raw.subscribe(`${config.redisPrefix}:run-events:${workflowKey(workflowId)}`);
      raw.on('message', (_channel, message) => messages.push(message));
      const runIds = Array.from({ length: 50 }, () => randomUUID());
      for (const runId of runIds)
        worker.publish({ type: 'step', runId, workflowId, teamId, nodeId: 'n', status: 'succeeded' });
      await received(onWorkflow, 50);
      expect(onWorkflow.map((event) => ('runId' in event ? event.runId : undefined))).toEqual(runIds);
      expect(messages).toHaveLength(1);
      // The next turn's event is a message of its own.
      worker.publish({ type: 'status', runId: randomUUID(), workflowId, teamId, status: 'running' });
      await received(onWorkflow, 51);
      expect(messages).toHaveLength(2);
    } finally {
      raw.disconnect();
    }
  });

  /** Subscribers of a channel across Redis (PUBSUB NUMSUB). */
  const subscribers = async (raw: Redis, key: string): Promise<number> => {
    const answer = await raw.pubsub('NUMSUB', `${config.redisPrefix}:run-events:${key}`);
    return Number((answer as unknown[])[1]);
  };

  // A web process under a burst of synchronous webhooks starts waiting on many runs in one turn.
  it("subscribes a turn's new waits with one command and ends them with one, hearing each run's end", async () => {
    const teamId = randomUUID();
    const runs = Array.from({ length: 40 }, () => ({ runId: randomUUID(), workflowId: randomUUID() }));
    const monitor = new Redis(mode.env.REDIS_URL ?? '');
    const raw = new Redis(mode.env.REDIS_URL ?? '');
    const commands: string[] = [];
    try {
      await monitor.monitor().then((feed) =>
        feed.on('monitor', (_time, args: string[]) => {
          const ours = args.some((arg) => runs.some(({ runId }) => arg.endsWith(runId)));
          if (/^(p?subscribe|p?unsubscribe)$/i.test(args[0] ?? '') && ours) commands.push(args.join(' '));
        }),
      );
      const heard: RunEvent[] = [];
      const stops = runs.map(({ runId }) => web.onOutcome(runId, (event) => heard.push(event)));
      await web.listening();
      for (const { runId, workflowId } of runs)
        worker.publish({ type: 'status', runId, workflowId, teamId, status: 'succeeded' });
      await received(heard, runs.length);
      for (const stop of stops) stop();
      for (let i = 0; i < 100 && commands.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      // Time for any further command to show.
      await new Promise((r) => setTimeout(r, 50));
      // One SUBSCRIBE naming all 40 channels, one UNSUBSCRIBE naming them again: not 40 of each.
      expect(commands.map((command) => command.split(' ')[0]?.toLowerCase())).toEqual([
        'subscribe',
        'unsubscribe',
      ]);
      expect(commands[0]?.split(' ')).toHaveLength(runs.length + 1);
      expect(await subscribers(raw, `outcome:${runs[0]?.runId}`)).toBe(0);
    } finally {
      monitor.disconnect();
      raw.disconnect();
    }
  });

  it('keeps the last word of a turn that stops and starts waiting on the same run', async () => {
    const [runId, workflowId, teamId] = [randomUUID(), randomUUID(), randomUUID()];
    const raw = new Redis(mode.env.REDIS_URL ?? '');
    try {
      const heard: RunEvent[] = [];
      web.onOutcome(runId, () => {})();
      web.onOutcome(runId, (event) => heard.push(event));
      await web.listening();
      expect(await subscribers(raw, `outcome:${runId}`)).toBe(1);
      worker.publish({ type: 'status', runId, workflowId, teamId, status: 'failed' });
      await received(heard, 1);
      // And the other way round: listened, then let go, in one turn, ends unsubscribed.
      const other = randomUUID();
      web.onOutcome(other, () => {})();
      await web.listening();
      for (let i = 0; i < 100 && (await subscribers(raw, `outcome:${other}`)) > 0; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(await subscribers(raw, `outcome:${other}`)).toBe(0);
    } finally {
      raw.disconnect();
    }
  });

  it("sends a just-stored run's first event to its workflow's listeners only", async () => {
    const [runId, workflowId, teamId] = [randomUUID(), randomUUID(), randomUUID()];
    const onOutcome: RunEvent[] = [];
    const onWorkflow: RunEvent[] = [];
    // Nothing can know a new run's id yet; a listener on it here proves its channel was left out.
    worker.onOutcome(runId, (event) => onOutcome.push(event));
    worker.onWorkflow(workflowId, (event) => onWorkflow.push(event));
    await worker.listening();
    web.publish({ type: 'status', runId, workflowId, teamId, status: 'refused' }, { newRun: true });
    await received(onWorkflow, 1);
    // A later end of the same run (made up: a refused run has none) arrives, and arrives first: the
    // refusal was never sent to the run's channel (Redis keeps one publisher's order).
    web.publish({ type: 'status', runId, workflowId, teamId, status: 'failed' });
    await received(onWorkflow, 2);
    await received(onOutcome, 1);
    expect(onOutcome[0]).toMatchObject({ status: 'failed' });
  });
});
