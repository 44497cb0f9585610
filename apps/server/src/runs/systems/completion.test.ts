import type { ServiceLookup } from '@flowlane/engine';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { Dependencies } from '../../system/dependencies.js';
import { Metrics } from '../../system/metrics.js';
import { CompletionSystem } from './completion.js';
import { type HeldRun, RunResources } from './resources.js';
import { RecordingDispatcher } from './test-support.js';

// Completion's own behaviour that needs no database: the wait of a synchronous webhook, and a reply sent
// once. (A run's end written once, with its ledger row, is what finish-claim.test.ts and
// in-memory-runs.test.ts check through whole servers.)
function completion() {
  const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const metrics = new Metrics(() => undefined);
  const resources = new RunResources(
    {
      db: {} as Db,
      logger,
      dependencies: new Dependencies(logger, metrics),
      metrics,
      services: {} as ServiceLookup,
      portsFor: () => {
        throw new Error('no run runs here');
      },
      dispatcher: new RecordingDispatcher(),
    },
    { claimed: () => undefined, leftOver: () => undefined },
  );
  return { resources, completion: new CompletionSystem(resources) };
}

const ids = { runId: 'run-1', workflowId: 'wf-1', teamId: 'team-1' };
const reply = { status: 201, headers: { 'x-a': 'b' }, body: { ok: true } };

describe('completion', () => {
  it('answers a waiting webhook with its run’s reply', async () => {
    const { resources, completion: system } = completion();
    const waiting = system.waitForReply(ids.runId, 2_000);
    resources.events.publish({ type: 'reply', ...ids, reply });
    expect(await waiting).toEqual(reply);
  });

  it('answers "finished" at the run’s final status, not before', async () => {
    const { resources, completion: system } = completion();
    const waiting = system.waitForReply(ids.runId, 2_000);
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    resources.events.publish({ type: 'status', ...ids, status: 'running' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    resources.events.publish({ type: 'status', ...ids, status: 'failed' });
    expect(await waiting).toBe('finished');
  });

  it('answers "timeout" when neither comes in time, and hears another run’s events not', async () => {
    const { resources, completion: system } = completion();
    const waiting = system.waitForReply(ids.runId, 50);
    resources.events.publish({ type: 'status', ...ids, runId: 'run-2', status: 'succeeded' });
    expect(await waiting).toBe('timeout');
  });

  it('sends a run’s reply once, and not while it waits to go out with the finish', async () => {
    const { resources, completion: system } = completion();
    const sent: unknown[] = [];
    resources.events.onOutcome(ids.runId, (event) => {
      if (event.type === 'reply') sent.push(event.reply);
    });
    const timer = setTimeout(() => undefined, 1_000);
    const held = { reply: { value: reply, timer, sent: false } } as unknown as HeldRun;
    system.sendReply(held, { id: ids.runId, workflowId: ids.workflowId, teamId: ids.teamId });
    expect(sent).toEqual([]);
    clearTimeout(timer);
    if (held.reply) held.reply.timer = undefined;
    system.sendReply(held, { id: ids.runId, workflowId: ids.workflowId, teamId: ids.teamId });
    system.sendReply(held, { id: ids.runId, workflowId: ids.workflowId, teamId: ids.teamId });
    expect(sent).toEqual([reply]);
  });
});
