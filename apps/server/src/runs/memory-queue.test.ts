import { describe, expect, it } from 'vitest';
import { MemoryQueue } from './memory-queue.js';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
const waiting = (id: string, teamId: string, second: number) => ({
  run: { id, teamId, queuedAt: at(second) },
});

function queueOf(...entries: ReturnType<typeof waiting>[]) {
  const queue = new MemoryQueue<ReturnType<typeof waiting>>();
  for (const entry of entries) queue.push(entry);
  return queue;
}

const ids = (entries: readonly ReturnType<typeof waiting>[]) => entries.map((entry) => entry.run.id);

describe('the memory queue', () => {
  it('takes the oldest run of the teams with room, in arrival order within a team', () => {
    const queue = queueOf(
      waiting('a1', 'a', 1),
      waiting('b1', 'b', 2),
      waiting('a2', 'a', 3),
      waiting('b2', 'b', 4),
    );
    const taken: string[] = [];
    for (let entry = queue.takeNext(() => true); entry; entry = queue.takeNext(() => true))
      taken.push(entry.run.id);
    expect(taken).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(queue.size).toBe(0);
  });

  it('passes over a team without room, which keeps its place', () => {
    const queue = queueOf(waiting('a1', 'a', 1), waiting('a2', 'a', 2), waiting('b1', 'b', 3));
    const teamBOnly = (head: { run: { teamId: string } }) => head.run.teamId === 'b';
    expect(queue.takeNext(teamBOnly)?.run.id).toBe('b1');
    expect(queue.takeNext(teamBOnly)).toBeUndefined();
    expect(queue.size).toBe(2);
    expect(queue.takeNext(() => true)?.run.id).toBe('a1');
  });

  it('finds, removes and lists what waits, long lines included', () => {
    const long = Array.from({ length: 5_000 }, (_, n) => waiting(`a${n}`, 'a', n));
    const queue = queueOf(...long, waiting('b1', 'b', 10_000));
    for (let n = 0; n < 3_000; n++) expect(queue.takeNext(() => true)?.run.id).toBe(long[n]?.run.id);
    expect(queue.find('a4000')?.run.id).toBe('a4000');
    expect(queue.find('a10')).toBeUndefined();
    expect(queue.remove(long[4000] as ReturnType<typeof waiting>)).toBe(true);
    expect(queue.remove(long[4000] as ReturnType<typeof waiting>)).toBe(false);
    expect(queue.size).toBe(2_000);
    queue.removeWhere((entry) => Number(entry.run.id.slice(1)) % 2 === 1);
    // The even ones of a3000-a4999 but a4000.
    expect(queue.size).toBe(999);
    expect(ids(queue.lineOf('b'))).toEqual([]);
    expect(ids(queue.lineOf('a')).slice(0, 3)).toEqual(['a3000', 'a3002', 'a3004']);
    expect(queue.has('b')).toBe(false);
    expect(ids(queue.all())).toHaveLength(999);
  });
});
