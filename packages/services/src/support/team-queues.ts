/**
 * Jobs waiting for a worker, one queue per team, served in turn (round-robin): a team with a long queue
 * gets one job started, then every other waiting team gets one, before it gets its next.
 */
export class TeamQueues<J extends { team: string }> {
  private readonly queues = new Map<string, J[]>();

  get empty(): boolean {
    return this.queues.size === 0;
  }

  /** Jobs waiting, all teams together. */
  get length(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  push(job: J): void {
    const queue = this.queues.get(job.team);
    if (queue) queue.push(job);
    else this.queues.set(job.team, [job]);
  }

  /** The next job of the first team in turn that `may` start one; that team then goes to the back. */
  take(may: (team: string) => boolean): J | undefined {
    for (const [team, queue] of this.queues) {
      if (!may(team)) continue;
      const job = queue.shift();
      this.queues.delete(team);
      if (queue.length > 0) this.queues.set(team, queue);
      return job;
    }
    return undefined;
  }

  drain(): J[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    return all;
  }
}
