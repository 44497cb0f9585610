import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The code sandbox pool: workers busy, jobs waiting, and jobs run inline (since start) by outcome. */
export type SandboxFigures = {
  busy: number;
  queued: number;
  inlineRan: number;
  inlineHandedOver: number;
  inlineWarm: number;
};

/** What a scrape reads at that moment: the runs table, the queue and the sandbox pool. */
export type MetricsSources = {
  /** Runs waiting and running, with the age of the oldest of each (the runs table, indexed by status). */
  runQueue(): Promise<Array<{ state: 'queued' | 'running'; count: number; oldestSeconds: number }>>;
  /** BullMQ's job counts by state (Redis mode only). */
  jobCounts?(): Promise<Record<string, number>>;
  sandbox(): SandboxFigures;
};

/**
 * The process's Prometheus metrics (`GET /metrics`). One registry per server, so several servers in one
 * test process never share counters. Counters count what this process did (Prometheus sums the
 * processes); gauges of shared state (the runs table) are read at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly claimSeconds = new Histogram({
    name: 'flowlane_run_claim_seconds',
    help: 'Time one claim statement took (the runs table is the queue)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  readonly queueWaitSeconds = new Histogram({
    name: 'flowlane_run_queue_wait_seconds',
    help: 'Time from a run being stored to its first claim',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  readonly leaseTakeovers = new Counter({
    name: 'flowlane_run_lease_takeovers_total',
    help: 'Runs whose worker stopped renewing their lease, put back in the queue by this process',
    registers: [this.registry],
  });
  readonly redispatches = new Counter({
    name: 'flowlane_reconciler_redispatches_total',
    help: 'Queued runs with no live queue job that the reconciler dispatched again',
    registers: [this.registry],
  });
  readonly unparked = new Counter({
    name: 'flowlane_reconciler_unparked_total',
    help: 'Parked runs whose team had room that the reconciler queued again (no finish could take them)',
    registers: [this.registry],
  });
  readonly claimedOnFinish = new Counter({
    name: 'flowlane_runs_claimed_on_finish_total',
    help: 'Queued runs claimed by the write that finished the runs whose slots they took',
    registers: [this.registry],
  });
  readonly startedInMemory = new Counter({
    name: 'flowlane_runs_started_in_memory_total',
    help: 'Runs the embedded server started from its memory, with no claim: synchronous webhook runs, written once as they end, and the queued runs it holds',
    registers: [this.registry],
  });
  readonly handedBack = new Counter({
    name: 'flowlane_runs_handed_back_total',
    help: 'Runs a stopping process put back in the queue after the shutdown grace period',
    registers: [this.registry],
  });
  readonly crashStopped = new Counter({
    name: 'flowlane_runs_crash_stopped_total',
    help: 'Runs whose process died while running them RUN_MAX_CRASHES times, failed by this process instead of resumed',
    registers: [this.registry],
  });
  readonly runsFinished = new Counter({
    name: 'flowlane_runs_finished_total',
    help: 'Runs finished by this process, by final status',
    labelNames: ['status'],
    registers: [this.registry],
  });
  readonly dependencyErrors = new Counter({
    name: 'flowlane_dependency_errors_total',
    help: 'Errors talking to the database or Redis (connection lost, refused, timed out)',
    labelNames: ['dependency'],
    registers: [this.registry],
  });
  readonly writeRetries = new Counter({
    name: 'flowlane_run_write_retries_total',
    help: 'Run writes (step records, finishes, lease renewals) tried again after a failure',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  readonly unhandledRejections = new Counter({
    name: 'flowlane_unhandled_rejections_total',
    help: 'Promise rejections nobody handled (logged; the process keeps serving)',
    registers: [this.registry],
  });

  constructor(sources: () => MetricsSources | undefined) {
    // The event-loop lag histogram samples with a timer: prom-client's default 10 ms woke an idle
    // process 100 times a second (~13 ms of CPU a second); 100 ms still shows any lag worth seeing.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 100 });
    const registry = this.registry;
    new Gauge({
      name: 'flowlane_runs',
      help: 'Runs waiting or running now, from the runs table',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        for (const row of await orNothing(sources()?.runQueue())) this.set({ state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'flowlane_runs_oldest_age_seconds',
      help: 'Age of the oldest waiting (since stored) or running (since started) run',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        for (const row of await orNothing(sources()?.runQueue()))
          this.set({ state: row.state }, row.oldestSeconds);
      },
    });
    new Gauge({
      name: 'flowlane_queue_jobs',
      help: 'BullMQ jobs by state (Redis mode)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const counts =
          (await sources()
            ?.jobCounts?.()
            .catch(() => undefined)) ?? {};
        for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
      },
    });
    new Gauge({
      name: 'flowlane_sandbox_workers_busy',
      help: 'Code sandbox workers running a step now',
      registers: [registry],
      collect() {
        this.set(sources()?.sandbox().busy ?? 0);
      },
    });
    new Gauge({
      name: 'flowlane_sandbox_jobs_queued',
      help: 'Code steps waiting for a free sandbox worker',
      registers: [registry],
      collect() {
        this.set(sources()?.sandbox().queued ?? 0);
      },
    });
    new Gauge({
      name: 'flowlane_sandbox_inline_jobs',
      help: 'Code steps tried on the main thread since start: ran there, or handed to a worker (outgrew it)',
      labelNames: ['outcome'],
      registers: [registry],
      collect() {
        const figures = sources()?.sandbox();
        this.set({ outcome: 'ran' }, figures?.inlineRan ?? 0);
        this.set({ outcome: 'handed_over' }, figures?.inlineHandedOver ?? 0);
      },
    });
    new Gauge({
      name: 'flowlane_sandbox_inline_warm_jobs',
      help: 'Code steps tried on the main thread since start in a program kept warm from an earlier run',
      registers: [registry],
      collect() {
        this.set(sources()?.sandbox().inlineWarm ?? 0);
      },
    });
  }
}

/** A scrape during an outage still answers: a gauge whose source fails keeps its last value. */
async function orNothing<T>(read: Promise<T[]> | undefined): Promise<T[]> {
  try {
    return (await read) ?? [];
  } catch {
    return [];
  }
}
