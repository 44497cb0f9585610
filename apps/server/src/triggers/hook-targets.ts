import type { FastifyBaseLogger } from 'fastify';
import { type Database, HOOK_TARGETS_CHANNEL, type HookTarget, workflowsRepository } from '../db/index.js';
import { BatchLane } from '../runs/batch-lane.js';
import { remember } from '../system/remember.js';

/**
 * What a webhook call reads of its workflow: its switches, its version, its team's plan. Calls arriving
 * together read theirs in one query. The embedded database tells every change of a target (migration
 * 0026: a workflow saved, switched, deleted, or its team's plan changed) before the write that made it
 * answers, so there the targets read are kept, and one that changed is read afresh by the next call: a
 * workflow switched off answers 404 at once. On PostgreSQL other processes write too and nothing is told
 * in that order, so every call reads its target.
 */
export class HookTargets {
  private readonly kept = new Map<string, HookTarget>();
  /** Counts the changes told: a read that began before one may hold what it changed, and is not kept. */
  private changes = 0;
  private listening = false;
  private readonly reads: BatchLane<string, HookTarget | undefined>;

  constructor(database: Database, logger: FastifyBaseLogger) {
    this.reads = new BatchLane({
      maxBatch: 256,
      write: async (hookIds: string[]) => {
        const found = await workflowsRepository(database.db).findHookTargets(hookIds);
        return hookIds.map((id) => found.get(id));
      },
    });
    // Not awaited: the embedded database may still be opening while the server is built. Until the
    // database listens, nothing is kept.
    database
      .listen?.(HOOK_TARGETS_CHANNEL, (hookId) => this.changed(hookId))
      .then(
        () => {
          this.listening = true;
        },
        (error: unknown) => logger.warn({ err: error }, 'webhook targets are read on every call'),
      );
  }

  /** The target of a hook id (undefined: no workflow has it). */
  async get(hookId: string): Promise<HookTarget | undefined> {
    const kept = this.kept.get(hookId);
    if (kept) return kept;
    const changes = this.changes;
    const found = await this.reads.submit(hookId);
    if (found && this.listening && changes === this.changes) remember(this.kept, hookId, found, 10_000);
    return found;
  }

  private changed(hookId: string): void {
    this.changes++;
    if (hookId === '*') this.kept.clear();
    else this.kept.delete(hookId);
  }
}
