import type { Plan } from '@flowlane/contracts';
import type { Db } from '../db/index.js';
import { runsRepository } from '../db/index.js';
import { allowanceSpentMessage, billingPeriod } from './plan-checks.js';

type TeamUsage = { planGuid: string | undefined; periodStart: Date; usedMs: number; readAt: number };

/**
 * What a run's start needs to know of its team (plan, period, processing time used), read from the
 * database at most once per `ttlMs` per team instead of twice per run. Runs finished in this process
 * are added at once; other processes' runs show within `ttlMs`. The ledger itself stays exact: only the
 * moment a spent allowance starts refusing can lag, by at most `ttlMs` (runs in flight lag anyway).
 */
export class AllowanceGate {
  private readonly teams = new Map<string, TeamUsage>();
  /** Reads under way: the runs of a burst that all find the cache stale share one read. */
  private readonly reading = new Map<string, Promise<TeamUsage>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  private usage(teamId: string): Promise<TeamUsage> {
    const cached = this.teams.get(teamId);
    if (cached && Date.now() - cached.readAt < this.ttlMs) return Promise.resolve(cached);
    let read = this.reading.get(teamId);
    if (!read) {
      read = this.read(teamId).finally(() => this.reading.delete(teamId));
      this.reading.set(teamId, read);
    }
    return read;
  }

  private async read(teamId: string): Promise<TeamUsage> {
    const repo = runsRepository(this.db);
    const [planGuid, period] = await Promise.all([repo.teamPlanGuid(teamId), billingPeriod(this.db, teamId)]);
    const usedMs = await repo.usageSince(teamId, period.start);
    const fresh = { planGuid, periodStart: period.start, usedMs, readAt: Date.now() };
    if (this.teams.size > 10_000) this.teams.clear();
    this.teams.set(teamId, fresh);
    return fresh;
  }

  /** The team's plan guid, as of at most `ttlMs` ago. */
  async planGuid(teamId: string): Promise<string | undefined> {
    return (await this.usage(teamId)).planGuid;
  }

  /** The refusal message when the team's allowance for this period is spent, else undefined. */
  async spentMessage(teamId: string, plan: Plan): Promise<string | undefined> {
    const { usedMs } = await this.usage(teamId);
    return usedMs >= plan.processingSeconds * 1000 ? allowanceSpentMessage(plan) : undefined;
  }

  /** The team's plan changed: read it (and its period) again on the next run instead of within `ttlMs`. */
  forget(teamId: string): void {
    this.teams.delete(teamId);
    this.reading.delete(teamId);
  }

  /** A run of the team finished here: count it now rather than at the next read. */
  recorded(teamId: string, processingMs: number): void {
    const cached = this.teams.get(teamId);
    if (cached) cached.usedMs += processingMs;
  }
}
