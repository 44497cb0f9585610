import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { Dependencies } from '../system/dependencies.js';
import { Metrics } from '../system/metrics.js';
import { testQueueModes } from '../testing/index.js';
import { type RunEvent, RunEvents } from './events.js';
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

  it("sends a run's events to the processes listening to the run or to its workflow", async () => {
    const [runId, workflowId, teamId] = [randomUUID(), randomUUID(), randomUUID()];
    const onRun: RunEvent[] = [];
    const onWorkflow: RunEvent[] = [];
    web.onRun(runId, (event) => onRun.push(event));
    web.onWorkflow(workflowId, (event) => onWorkflow.push(event));
    await web.listening();
    worker.publish({ type: 'status', runId, workflowId, teamId, status: 'running' });
    await received(onRun, 1);
    await received(onWorkflow, 1);
    expect(onRun[0]).toMatchObject({ runId, status: 'running' });
  });

  it("sends a just-stored run's first event to its workflow's listeners only", async () => {
    const [runId, workflowId, teamId] = [randomUUID(), randomUUID(), randomUUID()];
    const onRun: RunEvent[] = [];
    const onWorkflow: RunEvent[] = [];
    // Nothing can know a new run's id yet; a listener on it here proves its channel was left out.
    worker.onRun(runId, (event) => onRun.push(event));
    worker.onWorkflow(workflowId, (event) => onWorkflow.push(event));
    await worker.listening();
    web.publish({ type: 'status', runId, workflowId, teamId, status: 'queued' }, { newRun: true });
    await received(onWorkflow, 1);
    // The run's later events go to its channel as always.
    web.publish({ type: 'status', runId, workflowId, teamId, status: 'running' });
    await received(onWorkflow, 2);
    await received(onRun, 1);
    expect(onRun[0]).toMatchObject({ status: 'running' });
  });
});
