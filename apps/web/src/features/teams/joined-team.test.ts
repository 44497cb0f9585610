import type { TeamRef } from '@flowlane/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { listJoinedTeam, teamKeys } from './teams-api';

const HOME: TeamRef = { id: 't-home', name: "Bob Member's team", role: 'admin' };
const JOINED: TeamRef = { id: 't-growth', name: 'Growth Squad', role: 'member' };

/**
 * The server's team list: a read sees the membership as it was when the read began; `joined` is when the
 * accept committed. Reads answer when the test lets them (`answer`).
 */
function teamServer() {
  let joined = false;
  const pending: Array<() => void> = [];
  return {
    reads: 0,
    join() {
      joined = true;
    },
    read(): Promise<TeamRef[]> {
      this.reads++;
      const list = joined ? [HOME, JOINED] : [HOME];
      return new Promise((resolve) => pending.push(() => resolve(list)));
    },
    answer() {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

/** The switcher: an active observer of the list with its stale time. */
function switcher(client: QueryClient, server: ReturnType<typeof teamServer>) {
  const observer = new QueryObserver(client, {
    queryKey: teamKeys.list,
    queryFn: () => server.read(),
    staleTime: 60_000,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { names: () => (observer.getCurrentResult().data ?? []).map((team) => team.name), unsubscribe };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listJoinedTeam', () => {
  const clients: QueryClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.clear();
  });
  const newClient = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clients.push(client);
    return client;
  };

  it('lists the team when the first read of the list began before the join and answers after it', async () => {
    const client = newClient();
    const server = teamServer();
    const view = switcher(client, server);
    await flush(); // the switcher's first read is on its way, begun before the join
    server.join();
    const done = listJoinedTeam(client, JOINED);
    server.answer(); // the old read answers with the list from before (if anyone still waits for it)
    await flush();
    server.answer(); // the read after the join
    await done;
    await flush();
    expect(view.names()).toEqual(["Bob Member's team", 'Growth Squad']);
    view.unsubscribe();
  });

  it('adds the team at once to a list already read, then reads the list again', async () => {
    const client = newClient();
    const server = teamServer();
    const view = switcher(client, server);
    await flush();
    server.answer();
    await flush();
    expect(view.names()).toEqual(["Bob Member's team"]);
    server.join();
    const done = listJoinedTeam(client, JOINED);
    await flush();
    expect(view.names()).toEqual(["Bob Member's team", 'Growth Squad']);
    expect(server.reads).toBe(2);
    server.answer();
    await done;
    expect(view.names()).toEqual(["Bob Member's team", 'Growth Squad']);
    view.unsubscribe();
  });

  it('does not list the team twice when the read after the join names it too', async () => {
    const client = newClient();
    const server = teamServer();
    server.join();
    const view = switcher(client, server);
    await flush();
    server.answer();
    await flush();
    const done = listJoinedTeam(client, JOINED);
    await flush();
    server.answer();
    await done;
    expect(view.names()).toEqual(["Bob Member's team", 'Growth Squad']);
    view.unsubscribe();
  });
});
