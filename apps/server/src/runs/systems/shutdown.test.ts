import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabaseKinds } from '../../testing/index.js';
import { RecordingDispatcher, systemsOn } from './test-support.js';

// Shutdown on its own: a process stops taking runs, closes its queue (which waits for what it runs), and
// takes nothing after. (Runs handed back past the grace period: the e2e durability and fault suites.)
describe.each(testDatabaseKinds())('shutdown on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.ctx.runtime.stop(0);
  });
  afterAll(() => server?.close());

  it('stops taking runs: the queue is closed, and its work source gives nothing after', async () => {
    const dispatcher = new RecordingDispatcher();
    const systems = systemsOn(server, dispatcher);
    systems.claims.startWorking();
    await systems.shutdown.stop(1_000);
    expect(dispatcher.closed).toBe(true);
    expect(systems.resources.stopped).toBe(true);
    expect(await dispatcher.source?.claim(5)).toEqual([]);
  });

  it('waits for the queue’s runs up to the grace period, then hands those still running back', async () => {
    const dispatcher = new RecordingDispatcher();
    const systems = systemsOn(server, dispatcher);
    systems.claims.startWorking();
    // A run that holds its slot until it is cancelled (as a hand-back cancels it).
    let cancelled = false;
    dispatcher.reserve()?.run(
      () =>
        new Promise<void>((resolve) => {
          const timer = setInterval(() => {
            if (!cancelled) return;
            clearInterval(timer);
            resolve();
          }, 5);
        }),
    );
    const fake = {
      claim: { runId: 'held', owner: systems.resources.owner, attempt: 1 },
      teamId: 't',
      cancel: {
        cancel: () => {
          cancelled = true;
        },
      },
      handBack: false,
    };
    systems.resources.active.set('held', fake as never);
    const started = Date.now();
    await systems.shutdown.stop(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(fake.handBack).toBe(true);
    expect(cancelled).toBe(true);
  });
});
