import { isFinalRunStatus, type RunResult, type StepError, WebhookReply } from '@flowlane/contracts';
import type { FinishedRun, NewRunStep, RunRecord } from '../../db/index.js';
import { crashedEnd, ENDING_HERE_MAX } from './records.js';
import type { HeldRun, RunResources } from './resources.js';

/**
 * Completion: a run's end written once (its row, last steps and ledger row in one statement, or an
 * in-memory run's only write), then its webhook reply, status and usage; and the wait of a synchronous
 * webhook for its reply or its end.
 */
export class CompletionSystem {
  constructor(private readonly r: RunResources) {}

  async finish(
    held: HeldRun,
    result: {
      status: RunResult['status'];
      processingMs: number;
      error?: StepError;
      output?: unknown;
      reply?: unknown;
      steps?: NewRunStep[];
    },
  ): Promise<void> {
    const end = {
      status: result.status,
      processingMs: result.processingMs,
      error: result.error ?? null,
      output: result.output ?? null,
      reply: result.reply ?? null,
      steps: result.steps ?? [],
    };
    const here = held.here;
    if (here) clearTimeout(here.timer);
    // A run in memory whose row was never written (or could not be) is written whole now.
    const hasRow = here?.stored
      ? await here.stored.then(
          () => true,
          () => false,
        )
      : !here;
    if (here && !hasRow) {
      // The run's work is done: unless too many ended runs wait for their write already, its slot and
      // its place in its team's concurrency go to the next run while its rows commit (its reply and
      // status still wait for them). Writes then gather the ends of more runs than the concurrency.
      const holdsSlot = this.r.endingHere.size >= ENDING_HERE_MAX;
      const write = this.r.writer.finishHere(here.run, { ...end, finishedAt: new Date() }, holdsSlot);
      here.endWrite = write;
      if (holdsSlot) this.ended(held, await write);
      else this.endAfterWrite(held, write);
      return;
    }
    this.ended(held, await this.r.writer.finish(held.claim, end));
  }

  /**
   * A run's end committed (undefined: another claim of it finishes it, or its row was deleted with its
   * workflow or team): its reply, status and usage.
   */
  private ended(held: HeldRun, finished: FinishedRun | undefined): void {
    if (!finished) return;
    this.r.options.metrics.runsFinished.inc({ status: finished.status });
    this.r.allowance.recorded(finished.teamId, finished.processingMs);
    this.sendReply(held, finished);
    this.r.publishStatus(finished);
  }

  /**
   * Follows the write of an in-memory run that gave its slot back: once it commits, the run ended as
   * `finished` does. A write that fails for good is handled as a crashed run's would be: its end is
   * written again as a failure on our side.
   */
  private endAfterWrite(held: HeldRun, write: Promise<FinishedRun | undefined>): void {
    const { runId } = held.claim;
    const here = held.here;
    const ending = write
      .catch(async (error: unknown) => {
        if (!here || this.r.options.dependencies.failed('database', error)) throw error;
        this.r.options.logger.error({ err: error, runId }, 'run crashed');
        return this.r.writer.finishHere(here.run, crashedEnd(), false);
      })
      .then((finished) => this.ended(held, finished))
      .catch((error: unknown) =>
        this.r.options.logger.error({ err: error, runId }, 'could not record the ended run'),
      )
      .finally(() => this.r.endingHere.delete(runId));
    this.r.endingHere.set(runId, ending);
  }

  /** Publishes a run's pending webhook reply, once (its rows are committed by now). */
  sendReply(held: HeldRun, run: Pick<RunRecord, 'id' | 'workflowId' | 'teamId'>): void {
    const reply = held.reply;
    if (!reply || reply.sent || reply.timer) return;
    reply.sent = true;
    this.r.events.publish({
      type: 'reply',
      runId: run.id,
      workflowId: run.workflowId,
      teamId: run.teamId,
      reply: reply.value,
    });
  }

  /** Waits for a run's webhook reply or its end, whichever comes first, up to `timeoutMs`. */
  waitForReply(runId: string, timeoutMs: number): Promise<WebhookReply | 'finished' | 'timeout'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done('timeout'), timeoutMs);
      const off = this.r.events.onOutcome(runId, (event) => {
        if (event.type === 'reply') done(WebhookReply.parse(event.reply));
        else if (event.type === 'status' && isFinalRunStatus(event.status)) done('finished');
      });
      function done(value: WebhookReply | 'finished' | 'timeout') {
        clearTimeout(timer);
        off();
        resolve(value);
      }
    });
  }
}
