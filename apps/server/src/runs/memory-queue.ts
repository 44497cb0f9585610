/** What the memory queue needs of a waiting run: its team, and when it was queued (its place in line). */
export type Waiting = { run: { id: string; teamId: string; queuedAt: Date } };

/**
 * Runs waiting in this process's memory for a slot, a line per team: the next to start is the oldest
 * head among the teams that have room, so a team at its concurrency holds back only its own runs. Taking
 * the next run costs a look at each waiting team's head, whatever the length of its line.
 */
export class MemoryQueue<T extends Waiting> {
  private readonly lines = new Map<string, Line<T>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(entry: T): void {
    const teamId = entry.run.teamId;
    let line = this.lines.get(teamId);
    if (!line) {
      line = new Line<T>();
      this.lines.set(teamId, line);
    }
    line.push(entry);
    this.count += 1;
  }

  /** Takes the entry out of its line; false when it was not waiting. */
  remove(entry: T): boolean {
    const line = this.lines.get(entry.run.teamId);
    if (!line?.remove(entry)) return false;
    this.dropIfEmpty(entry.run.teamId, line);
    this.count -= 1;
    return true;
  }

  /** Takes out every entry `drop` picks. */
  removeWhere(drop: (entry: T) => boolean): void {
    for (const [teamId, line] of this.lines) {
      this.count -= line.removeWhere(drop);
      this.dropIfEmpty(teamId, line);
    }
  }

  /** Whether runs of this team wait. */
  has(teamId: string): boolean {
    return this.lines.has(teamId);
  }

  /** The team's waiting runs, oldest first. */
  lineOf(teamId: string): readonly T[] {
    return this.lines.get(teamId)?.entries() ?? [];
  }

  find(runId: string): T | undefined {
    for (const line of this.lines.values()) {
      const entry = line.entries().find((waiting) => waiting.run.id === runId);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The oldest run of the teams whose head `hasRoom` lets start, taken out of its line; undefined if none. */
  takeNext(hasRoom: (head: T) => boolean): T | undefined {
    let next: { teamId: string; line: Line<T>; head: T } | undefined;
    for (const [teamId, line] of this.lines) {
      const head = line.head();
      if (!head || (next && next.head.run.queuedAt <= head.run.queuedAt)) continue;
      if (hasRoom(head)) next = { teamId, line, head };
    }
    if (!next) return undefined;
    next.line.shift();
    this.dropIfEmpty(next.teamId, next.line);
    this.count -= 1;
    return next.head;
  }

  /** Every waiting entry, oldest first within each team. */
  all(): T[] {
    return [...this.lines.values()].flatMap((line) => line.entries());
  }

  private dropIfEmpty(teamId: string, line: Line<T>): void {
    if (line.length === 0) this.lines.delete(teamId);
  }
}

/**
 * One team's line, oldest first: taken from the front by moving a start index (an array's `shift` copies
 * the rest of a long line each time), and compacted once half of it is taken.
 */
class Line<T> {
  private items: T[] = [];
  private start = 0;

  get length(): number {
    return this.items.length - this.start;
  }

  head(): T | undefined {
    return this.items[this.start];
  }

  push(entry: T): void {
    this.items.push(entry);
  }

  shift(): T | undefined {
    const entry = this.items[this.start];
    if (entry === undefined) return undefined;
    this.start += 1;
    if (this.start * 2 >= this.items.length) this.compact();
    return entry;
  }

  remove(entry: T): boolean {
    const index = this.items.indexOf(entry, this.start);
    if (index < 0) return false;
    this.items.splice(index, 1);
    return true;
  }

  /** Takes out the entries `drop` picks; how many. */
  removeWhere(drop: (entry: T) => boolean): number {
    const before = this.length;
    this.items = this.entries().filter((entry) => !drop(entry));
    this.start = 0;
    return before - this.items.length;
  }

  entries(): T[] {
    return this.start === 0 ? this.items : this.items.slice(this.start);
  }

  private compact(): void {
    this.items = this.items.slice(this.start);
    this.start = 0;
  }
}
