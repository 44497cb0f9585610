import { TeamDetail, TeamRef } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login, outboxFor } from '../accounts/test-support.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

describe.each(testDatabaseKinds())('teams on %s', (kind) => {
  let server: TestServer;
  const session = async (label: string) => {
    const account = await activeAccount(server, label);
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    return { email: account.email, headers: bearer(token) };
  };
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it('invites by mail, accepts once, changes roles, keeps an admin, removes and leaves', async () => {
    const alice = await session('team-alice');
    const bob = await session('team-bob');
    const created = await call(alice.headers, 'POST', '/api/team', { name: 'Operations' });
    expect(created.statusCode).toBe(201);
    const team = TeamRef.parse(created.json());

    expect(
      (await call(alice.headers, 'POST', `/api/team/${team.id}/invitations`, { email: bob.email }))
        .statusCode,
    ).toBe(201);
    const [mail] = await outboxFor(server, bob.email);
    const token = mail?.text.match(/\/teams\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(mail?.subject).toBe('You are invited to Operations on Flowlane');
    // Only the invited address may accept.
    expect((await call(alice.headers, 'POST', '/api/team/invitations/accept', { token })).statusCode).toBe(
      403,
    );
    const accepted = await call(bob.headers, 'POST', '/api/team/invitations/accept', { token });
    expect(TeamRef.parse(accepted.json())).toMatchObject({ id: team.id, role: 'member' });
    expect((await call(bob.headers, 'POST', '/api/team/invitations/accept', { token })).json().message).toBe(
      'This invitation was already used.',
    );

    const detail = TeamDetail.parse((await call(alice.headers, 'GET', `/api/team/${team.id}`)).json());
    expect(detail.members.map((m) => [m.email, m.role])).toEqual([
      [alice.email, 'admin'],
      [bob.email, 'member'],
    ]);
    const bobId = detail.members[1]?.userId ?? '';
    const aliceId = detail.members[0]?.userId ?? '';
    // A member cannot manage; an admin cannot leave the team without an admin.
    expect((await call(bob.headers, 'PUT', `/api/team/${team.id}`, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(alice.headers, 'PUT', `/api/team/${team.id}/members/${aliceId}`, { role: 'member' }))
        .statusCode,
    ).toBe(409);
    const promoted = TeamDetail.parse(
      (await call(alice.headers, 'PUT', `/api/team/${team.id}/members/${bobId}`, { role: 'admin' })).json(),
    );
    expect(promoted.members.find((m) => m.userId === bobId)?.role).toBe('admin');
    expect((await call(alice.headers, 'DELETE', `/api/team/${team.id}/members/${aliceId}`)).statusCode).toBe(
      204,
    );
    expect((await call(alice.headers, 'GET', `/api/team/${team.id}`)).statusCode).toBe(404);
    // Bob deletes it; his own team remains, so it is not his last.
    expect((await call(bob.headers, 'DELETE', `/api/team/${team.id}`)).statusCode).toBe(204);
  });

  it('resends and revokes pending invitations (admins only), showing who sent them; another team answers 404', async () => {
    const erin = await session('team-erin');
    const frank = await session('team-frank');
    const grace = await session('team-grace');
    const team = TeamRef.parse((await call(erin.headers, 'POST', '/api/team', { name: 'Support' })).json());
    await call(erin.headers, 'POST', `/api/team/${team.id}/invitations`, { email: frank.email });
    await call(erin.headers, 'POST', `/api/team/${team.id}/invitations`, { email: grace.email });
    const pending = TeamDetail.parse((await call(erin.headers, 'GET', `/api/team/${team.id}`)).json());
    const toFrank = pending.invitations.find((i) => i.email === frank.email);
    const toGrace = pending.invitations.find((i) => i.email === grace.email);
    expect(toFrank?.invitedBy).toBe('User team-erin');
    const invitations = `/api/team/${team.id}/invitations`;

    // Resent: a second mail with a new link; the first link no longer works, the new one does.
    const before = await outboxFor(server, frank.email);
    const [firstMail] = before;
    const oldToken = firstMail?.text.match(/\/teams\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const resent = await call(erin.headers, 'POST', `${invitations}/${toFrank?.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: `Invitation sent to ${frank.email}` });
    const mails = await outboxFor(server, frank.email);
    expect(mails).toHaveLength(before.length + 1);
    const newToken = mails[0]?.text.match(/\/teams\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(newToken).not.toBe(oldToken);
    expect(
      (await call(frank.headers, 'POST', '/api/team/invitations/accept', { token: oldToken })).json().message,
    ).toBe('This invitation link is not valid.');

    // Revoked: gone from the list, its link refused.
    const [graceMail] = await outboxFor(server, grace.email);
    const graceToken = graceMail?.text.match(/\/teams\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect((await call(erin.headers, 'DELETE', `${invitations}/${toGrace?.id}`)).statusCode).toBe(204);
    expect((await call(erin.headers, 'DELETE', `${invitations}/${toGrace?.id}`)).statusCode).toBe(404);
    const after = TeamDetail.parse((await call(erin.headers, 'GET', `/api/team/${team.id}`)).json());
    expect(after.invitations.map((i) => i.email)).toEqual([frank.email]);
    expect(
      (await call(grace.headers, 'POST', '/api/team/invitations/accept', { token: graceToken })).statusCode,
    ).toBe(400);

    // A member may not resend or revoke; another team's admin gets 404 (by its own path or by this one).
    expect(
      (await call(frank.headers, 'POST', '/api/team/invitations/accept', { token: newToken })).statusCode,
    ).toBe(200);
    await call(erin.headers, 'POST', invitations, { email: grace.email });
    const again = TeamDetail.parse((await call(erin.headers, 'GET', `/api/team/${team.id}`)).json());
    const second = again.invitations[0]?.id ?? '';
    expect((await call(frank.headers, 'POST', `${invitations}/${second}/resend`)).statusCode).toBe(403);
    expect((await call(frank.headers, 'DELETE', `${invitations}/${second}`)).statusCode).toBe(403);
    const [graceOwn] = z.array(TeamRef).parse((await call(grace.headers, 'GET', '/api/team')).json());
    expect(
      (await call(grace.headers, 'POST', `/api/team/${graceOwn?.id}/invitations/${second}/resend`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(grace.headers, 'DELETE', `/api/team/${graceOwn?.id}/invitations/${second}`)).statusCode,
    ).toBe(404);
    expect((await call(grace.headers, 'POST', `${invitations}/${second}/resend`)).statusCode).toBe(404);
    expect((await call(erin.headers, 'POST', `${invitations}/not-an-id/resend`)).statusCode).toBe(400);
  });

  it('refuses to delete or leave the last team, and hides other teams', async () => {
    const carol = await session('team-carol');
    const dave = await session('team-dave');
    const [own] = z.array(TeamRef).parse((await call(carol.headers, 'GET', '/api/team')).json());
    expect((await call(carol.headers, 'DELETE', `/api/team/${own?.id}`)).json().message).toBe(
      'You cannot delete your last team.',
    );
    expect((await call(dave.headers, 'GET', `/api/team/${own?.id}`)).statusCode).toBe(404);
    expect(
      (await call(dave.headers, 'POST', `/api/team/${own?.id}/invitations`, { email: dave.email }))
        .statusCode,
    ).toBe(404);
  });
});
