/** What the memory queue needs of a waiting run: its team, and when it was queued (its place in line). */
export type Waiting = { run: { id: string; teamId: string; queuedAt: Date } };

/**
 * Runs waiting in this process's memory for a slot, a line per team: the next to start is the oldest
 * head among the teams that have room, so a team at its concurrency holds back only its own runs. Taking
 * the next run costs a look at each waiting team's head, whatever the length of its line.
 */
export class MemoryQueue<T extends Waiting> {
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(entry: T): void {
    const line = this.lines.get(entry.run.teamId);
    if (line) line.push(entry);
    else this.lines.set(entry.run.teamId, [entry]);
    this.count += 1;
  }

  /** Takes the entry out of its line; false when it was not waiting. */
  remove(entry: T): boolean {
    const line = this.lines.get(entry.run.teamId);
    const index = line?.indexOf(entry) ?? -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    this.dropIfEmpty(entry.run.teamId, line);
    this.count -= 1;
    return true;
  }

  /** Whether runs of this team wait. */
  has(teamId: string): boolean {
    return this.lines.has(teamId);
  }

  /** The team's waiting runs, oldest first. */
  lineOf(teamId: string): readonly T[] {
    return this.lines.get(teamId) ?? [];
  }

  find(runId: string): T | undefined {
    for (const line of this.lines.values()) {
      const entry = line.find((waiting) => waiting.run.id === runId);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The oldest run of the teams whose head `hasRoom` lets start, taken out of its line; undefined if none. */
  takeNext(hasRoom: (head: T) => boolean): T | undefined {
    let next: T[] | undefined;
    let nextTeam = '';
    for (const [teamId, line] of this.lines) {
      const head = line[0];
      if (!head || (next?.[0] && next[0].run.queuedAt <= head.run.queuedAt)) continue;
      if (!hasRoom(head)) continue;
      next = line;
      nextTeam = teamId;
    }
    const entry = next?.shift();
    if (!next || !entry) return undefined;
    this.dropIfEmpty(nextTeam, next);
    this.count -= 1;
    return entry;
  }

  /** Takes out every entry `drop` picks. */
  removeWhere(drop: (entry: T) => boolean): void {
    for (const [teamId, line] of this.lines) {
      const kept = line.filter((entry) => !drop(entry));
      this.count -= line.length - kept.length;
      if (kept.length > 0) this.lines.set(teamId, kept);
      else this.lines.delete(teamId);
    }
  }

  /** Every waiting entry, oldest first within each team. */
  all(): T[] {
    return [...this.lines.values()].flat();
  }

  private dropIfEmpty(teamId: string, line: T[]): void {
    if (line.length === 0) this.lines.delete(teamId);
  }
}
