import type { FastifyBaseLogger } from 'fastify';
import { planOf } from '../accounts/plans.js';
import type { Db, WorkflowRecord } from '../db/index.js';
import { runsRepository, workflowsRepository } from '../db/index.js';
import type { Runtime } from '../runs/runtime.js';
import { type Dependencies, DependencyUnavailableError } from '../system/dependencies.js';
import { nextRuns } from '../workflows/schedule.js';

/**
 * Fires schedules. Every few seconds it finds the workflows whose next tick (after the last one that
 * fired) is due, and claims the tick with a compare-and-set on `last_scheduled_at` in the same
 * transaction that stores its run: of any number of scheduler processes, exactly one starts the run,
 * and a scheduler that dies between the two leaves the tick unclaimed for the next pass. A tick missed
 * while nothing was running fires once at start-up (the claim jumps to now), not once per missed tick.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly runtime: Runtime,
    private readonly logger: FastifyBaseLogger,
    private readonly dependencies: Dependencies,
    private readonly intervalMs = 5_000,
  ) {}

  start(): void {
    const loop = () => {
      this.tick()
        // A database outage fails a pass (logged once as an outage); the next one tries again.
        .catch((error: unknown) => {
          if (!this.dependencies.failed('database', error))
            this.logger.warn({ err: error }, 'schedule pass failed');
        })
        .finally(() => {
          if (this.stopped) return;
          this.timer = setTimeout(loop, this.intervalMs);
        });
    };
    this.stopped = false;
    loop();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** One pass: fires every due schedule once. Returns the workflows it started a run for. */
  async tick(now = new Date()): Promise<string[]> {
    if (this.ticking) return [];
    this.ticking = true;
    const fired: string[] = [];
    try {
      const workflows = workflowsRepository(this.db);
      for (const workflow of await workflows.listScheduled()) {
        const due = dueTick(workflow, now);
        if (!due) continue;
        try {
          if (await this.fire(workflow, due, now)) fired.push(workflow.id);
        } catch (error) {
          if (error instanceof DependencyUnavailableError || this.dependencies.failed('database', error))
            throw error;
          this.logger.error({ err: error, workflowId: workflow.id }, 'could not start a scheduled run');
        }
      }
    } finally {
      this.ticking = false;
    }
    return fired;
  }

  /** Claims the tick and stores its run together; false when another scheduler fired it. */
  private async fire(workflow: WorkflowRecord, due: Date, now: Date): Promise<boolean> {
    const plan = planOf((await runsRepository(this.db).teamPlanGuid(workflow.teamId)) ?? '');
    const fired = await this.runtime.fireScheduleTick(
      { workflowId: workflow.id, seen: workflow.lastScheduledAt, at: now },
      {
        teamId: workflow.teamId,
        workflowId: workflow.id,
        workflowVersion: workflow.version,
        trigger: 'schedule',
        triggerData: {
          scheduledAt: due.toISOString(),
          firedAt: new Date().toISOString(),
          timezone: workflow.scheduleTimezone,
        },
      },
      plan,
      workflow.graph,
    );
    return fired !== undefined;
  }
}

/** The tick that is due now, if any: the first one after the last fired (or after the last save). */
export function dueTick(workflow: WorkflowRecord, now: Date): Date | undefined {
  if (!workflow.scheduleCron) return undefined;
  const from = workflow.lastScheduledAt ?? workflow.updatedAt;
  const [next] = nextRuns(workflow.scheduleCron, workflow.scheduleTimezone ?? 'UTC', 1, from);
  return next && next <= now ? next : undefined;
}
