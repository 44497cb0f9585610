import type { Plan } from '@flowlane/contracts';
import type { Db } from '../db/index.js';
import { runsRepository } from '../db/index.js';
import { allowanceRefusal, billingPeriod } from './plan-checks.js';

type TeamUsage = { planGuid: string | undefined; usedMs: number; readAt: number };
/** A team's usage of its period up to `upTo`: summed once, never to change. */
type SettledUsage = { periodStart: number; upTo: Date; ms: number };

/**
 * How far behind the database's clock a ledger row's time must be before it counts as settled. A row
 * takes its time when the transaction writing it starts (a batch of finishes is one statement), so a
 * write taking longer than this to commit would be missed by the settled sum: the allowance would refuse
 * that much later (the ledger, and the bill made from it, are not affected).
 */
const SETTLE_MS = 30_000;

/**
 * What a run's start needs to know of its team (plan, period, processing time used), read from the
 * database at most once per `ttlMs` per team instead of twice per run. Runs finished in this process
 * are added at once; other processes' runs show within `ttlMs`. The ledger itself stays exact: only the
 * moment a spent allowance starts refusing can lag, by at most `ttlMs` (runs in flight lag anyway).
 */
export class AllowanceGate {
  private readonly teams = new Map<string, TeamUsage>();
  /**
   * Each team's settled usage: a read sums only the ledger since (the last ~30 s and what came after),
   * not the whole period (a busy team's month holds millions of runs).
   */
  private readonly settled = new Map<string, SettledUsage>();
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
    const known = this.settled.get(teamId);
    const base =
      known?.periodStart === period.start.getTime()
        ? known
        : { periodStart: period.start.getTime(), upTo: period.start, ms: 0 };
    const read = await repo.usageSettling(teamId, base.upTo, SETTLE_MS);
    const settled = { periodStart: base.periodStart, upTo: read.settledUpTo, ms: base.ms + read.settled };
    const fresh = { planGuid, usedMs: settled.ms + read.recent, readAt: Date.now() };
    if (this.teams.size > 10_000) {
      this.teams.clear();
      this.settled.clear();
    }
    this.teams.set(teamId, fresh);
    this.settled.set(teamId, settled);
    return fresh;
  }

  /** The team's plan guid, as of at most `ttlMs` ago. */
  async planGuid(teamId: string): Promise<string | undefined> {
    return (await this.usage(teamId)).planGuid;
  }

  /** The refusal message when the team's allowance for this period is spent, else undefined. */
  async spentMessage(teamId: string, plan: Plan): Promise<string | undefined> {
    const { usedMs } = await this.usage(teamId);
    return allowanceRefusal(plan, usedMs);
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
