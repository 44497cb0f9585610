import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useBrowser } from '../src/index.js';
import { PASSWORD, submitLogin } from './auth-support.js';
import {
  Api,
  closeContext,
  createAccount,
  DESKTOP,
  invitationPath,
  joinTeam,
  messageShown,
  signIn,
  url,
  useTeamsServer,
} from './teams-support.js';

const row = (page: Page, name: string) => page.locator(`[data-team-row="${name}"]`);
const memberRow = (page: Page, email: string) => page.locator(`[data-member="${email}"]`);

async function teamSwitcherNames(page: Page): Promise<string[]> {
  await page.getByTestId('team-switcher').click();
  const items = page.getByRole('menu').locator('[data-team-id]');
  await items.first().waitFor();
  const names = await items.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

describe('the Teams pages', () => {
  useTeamsServer();
  const browser = useBrowser();

  it('creates and renames a team, invites by mail, and manages the member who accepted', async () => {
    const adminEmail = await createAccount('Alice Admin');
    const memberEmail = await createAccount('Bob Member');
    const page = await signIn(browser(), adminEmail, '/teams');

    // The registration team: current, admin, one member.
    const home = row(page, "Alice Admin's team");
    await home.getByTestId('current-team').waitFor();
    expect(await home.locator('td').nth(1).textContent()).toBe('Admin');
    await home.getByTestId('member-count').filter({ hasText: '1' }).waitFor();

    await page.getByTestId('new-team').click();
    await page.getByLabel('Team name').fill('Growth Team');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await messageShown(page, 'Team created: Growth Team', 'success');
    await row(page, 'Growth Team').getByTestId('member-count').filter({ hasText: '1' }).waitFor();
    expect(await row(page, 'Growth Team').getByTestId('current-team').count()).toBe(0);

    await page.getByRole('button', { name: 'More actions for Growth Team' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Team name').fill('Growth Squad');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await messageShown(page, 'Team renamed: Growth Squad', 'success');
    await row(page, 'Growth Squad').waitFor();
    expect(await teamSwitcherNames(page)).toContain('Growth Squad');

    // The team page: invite by e-mail; the invitation waits with its expiry.
    await row(page, 'Growth Squad').getByRole('link', { name: 'Growth Squad' }).click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamId = page.url().split('/').pop() ?? '';
    await memberRow(page, adminEmail).waitFor();
    await page.getByLabel('E-mail').fill(memberEmail);
    await page.getByRole('button', { name: 'Invite' }).click();
    await messageShown(page, `Invitation sent to ${memberEmail}`, 'success');
    const pending = page.locator(`[data-invitation="${memberEmail}"]`);
    await pending.waitFor();
    expect(await pending.textContent()).toContain('Member');
    expect(await pending.getByTestId('invited-by').textContent()).toBe('Alice Admin');
    // Sent again (a new link; the newest mail is the one used below), and another one revoked.
    await pending.getByRole('button', { name: `Send the invitation to ${memberEmail} again` }).click();
    await messageShown(page, `Invitation sent to ${memberEmail}`, 'success');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    const stray = page.locator('[data-invitation="nobody@example.com"]');
    await stray.getByRole('button', { name: 'Revoke the invitation of nobody@example.com' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Revoke' }).click();
    await messageShown(page, 'Invitation of nobody@example.com revoked', 'success');
    await stray.waitFor({ state: 'detached' });

    // The invited person opens the mailed link as a guest: login first, then back to the invitation.
    const link = await invitationPath(memberEmail, 'Growth Squad');
    // Someone signed in with another address is told whose invitation it is; it stays usable.
    await page.goto(url(link));
    const wrongAddress = `This invitation is for ${memberEmail}. Sign in with that address to accept it.`;
    await page.getByTestId('invitation-error').filter({ hasText: wrongAddress }).waitFor();
    await messageShown(page, `Error: ${wrongAddress}`, 'error');
    await page.goBack();
    const guest = await browser().newContext({ viewport: DESKTOP });
    const memberPage = await guest.newPage();
    // The team list around the join, made to lose both races a loaded machine can bring:
    // - the accept reaches the server late, so the switcher's first read of the list (the toolbar mounts
    //   with the page) is answered by the server first, with the list from before, and that answer reaches
    //   the page only after the accept's (a CI run's switcher then kept the old list);
    // - a read begun once the accept was sent answers slowly: the page says "You joined" only when the
    //   switcher lists the team, not while it still shows the list from before.
    let acceptSent = false;
    let acceptAnswered = () => {};
    const acceptDone = new Promise<void>((resolve) => {
      acceptAnswered = resolve;
    });
    await memberPage.route('**/api/team/invitations/accept', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      acceptSent = true;
      const response = await route.fetch();
      acceptAnswered();
      await route.fulfill({ response });
    });
    await memberPage.route('**/api/team', async (route) => {
      if (acceptSent) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return route.continue();
      }
      const before = await route.fetch();
      await Promise.race([acceptDone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      return route.fulfill({ response: before });
    });
    await memberPage.goto(url(link));
    await memberPage.waitForURL('**/login');
    await submitLogin(memberPage, memberEmail, PASSWORD);
    await memberPage.waitForURL(`**${link}`);
    await memberPage.getByText('You joined Growth Squad', { exact: true }).first().waitFor();
    // The switcher's list is fetched again after the join; a CI run read it just before it came. Each
    // read opens and closes the menu, which took seconds on a loaded machine (one run got two reads in 10 s).
    await expect.poll(() => teamSwitcherNames(memberPage), { timeout: 20_000 }).toContain('Growth Squad');
    // The link works once.
    await memberPage.goto(url(link));
    await memberPage
      .getByTestId('invitation-error')
      .filter({ hasText: 'This invitation was already used.' })
      .waitFor();
    await messageShown(memberPage, 'Error: This invitation was already used.', 'error');

    // The admin sees the new member; changes the role, then removes them.
    await page.reload();
    const member = memberRow(page, memberEmail);
    await member.waitFor();
    expect(await member.getByTestId('member-role').textContent()).toContain('Member');
    expect(await page.locator('[data-invitation]').count()).toBe(0);
    await member.getByRole('combobox', { name: 'Role of Bob Member' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await messageShown(page, 'Bob Member is now Admin', 'success');
    const admin = await Api.login(adminEmail);
    const roles = z.object({ members: z.array(z.object({ email: z.string(), role: z.string() })) });
    const detail = await admin.json('GET', `/api/team/${teamId}`, roles);
    expect(detail.members.find((m) => m.email === memberEmail)?.role).toBe('admin');

    await member.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Remove Bob Member from the team?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await messageShown(page, 'Bob Member was removed from the team', 'success');
    await member.waitFor({ state: 'detached' });
    expect((await admin.json('GET', `/api/team/${teamId}`, roles)).members).toHaveLength(1);

    // Deleting: a second team goes; the last one stays, with the server's reason.
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Delete Growth Squad?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await messageShown(page, 'Team deleted: Growth Squad', 'success');
    await page.waitForURL('**/teams');
    await row(page, "Alice Admin's team").waitFor();
    expect(await row(page, 'Growth Squad').count()).toBe(0);
    await page.getByRole('button', { name: "More actions for Alice Admin's team" }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await messageShown(page, 'Error: You cannot delete your last team.', 'error');

    await closeContext(memberPage);
    await closeContext(page);
  });

  it('moves between two teams with the switcher, and each shows only its own workflows', async () => {
    const email = await createAccount('Sam Switcher');
    const api = await Api.login(email);
    await api.createWorkflow('Alpha invoices');
    const teamB = await api.createTeam('Team Bravo');

    const page = await signIn(browser(), email, '/workflows');
    const list = page.getByTestId('workflows-table');
    await list.getByText('Alpha invoices').waitFor();

    // Switch with the toolbar: the app reloads at /dashboard in Team Bravo, whose list is empty.
    await page.getByTestId('team-switcher').click();
    await page.getByRole('menu').locator(`[data-team-id="${teamB.id}"]`).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('team-switcher').filter({ hasText: 'Team Bravo' }).waitFor();
    expect((await api.currentTeam()).id).toBe(teamB.id);
    await api.createWorkflow('Bravo reports');
    await page.goto(url('/workflows'));
    await list.getByText('Bravo reports').waitFor();
    expect(await list.getByText('Alpha invoices').count()).toBe(0);

    // Back with the Teams page's Switch button.
    await page.goto(url('/teams'));
    await page.getByRole('button', { name: "Switch to Sam Switcher's team" }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('team-switcher').filter({ hasText: "Sam Switcher's team" }).waitFor();
    await page.goto(url('/workflows'));
    await list.getByText('Alpha invoices').waitFor();
    expect(await list.getByText('Bravo reports').count()).toBe(0);

    // The only admin of Team Bravo cannot leave it: the server's reason is shown.
    await page.goto(url('/teams'));
    await page.getByRole('button', { name: 'More actions for Team Bravo' }).click();
    await page.getByRole('menuitem', { name: 'Leave' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await messageShown(
      page,
      'Error: A team needs at least one admin. Make someone else admin first.',
      'error',
    );
    await closeContext(page);
  });

  it('lets a member leave their current team: the app reloads in the team they still have', async () => {
    const adminEmail = await createAccount('Ada Keeper');
    const email = await createAccount('Max Leaver');
    const member = await Api.login(email);
    const team = await joinTeam(await Api.login(adminEmail), { email, api: member });

    const page = await signIn(browser(), email, `/teams/${team.id}`);
    await page
      .getByText('Only an admin of this team can rename it, delete it and manage its members.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText("Leave Ada Keeper's team?").waitFor();
    await confirm.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('team-switcher').filter({ hasText: "Max Leaver's team" }).waitFor();
    expect((await member.teams()).map((t) => t.name)).toEqual(["Max Leaver's team"]);
    await closeContext(page);
  });
});
