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
