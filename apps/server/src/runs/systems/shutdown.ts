import type { ClaimSystem } from './claims.js';
import type { IntakeSystem } from './intake.js';
import type { RunResources } from './resources.js';

/** Shutdown: stop taking runs, let those running finish for a grace period, then hand the rest back. */
export class ShutdownSystem {
  constructor(
    private readonly r: RunResources,
    private readonly intake: IntakeSystem,
    private readonly claims: ClaimSystem,
  ) {}

  /**
   * Stops taking runs and lets the running ones finish for up to the grace period; those still running
   * then are stopped at their current step and handed back to the queue with the steps they completed,
   * so another process resumes them without waiting out their lease.
   */
  async stop(graceMs = this.r.shutdownGraceMs): Promise<void> {
    this.r.stopped = true;
    // Runs waiting in memory go to the queue, to run after a restart; those held here are there already
    // (the next start takes them back from this process).
    this.r.waitingHere.removeWhere((waiting) => waiting.run.heldBy !== undefined);
    this.r.heldBytes = 0;
    await Promise.all(this.r.waitingHere.all().map((waiting) => this.intake.queueWaiting(waiting)));
    // Runs an unpark pass queues again get their jobs before the queue closes.
    await this.claims.unparking;
    // Ended runs whose rows are still being written are waited for like the runs still running.
    const closing = this.r.options.dispatcher
      .close()
      .then(() => Promise.all([...this.r.endingHere.values()]));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([closing.then(() => 'done' as const), graceOver]);
    clearTimeout(timer);
    if (outcome === 'late') {
      // The hand-back writes get a few seconds more; a database still down then cannot be waited for.
      this.r.writer.closeWithin(5_000);
      for (const held of this.r.active.values()) {
        held.handBack = true;
        held.cancel.cancel();
      }
    }
    await closing;
    this.claims.stopLeases();
  }
}
