import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setTeamPlan, useBrowser } from '../src/index.js';
import { adminAndMember, closeContext, databaseUrl, signIn, url, useTeamsServer } from './teams-support.js';

describe('the designer and a real lite user', () => {
  // The team's plan is changed in the database (PostgreSQL), as billing will; roles follow at once.
  useTeamsServer({ postgres: true });
  const browser = useBrowser();

  it('keeps a lite user out of /flow/{id}, /workflows and /billing/invoices by URL as the menu hides them, and lets the same user in once the team is on a Flow plan', async () => {
    const { admin, email, member, team } = await adminAndMember('Dana Owner', 'Lou Lite');
    const workflow = await admin.createWorkflow('Shared flow');

    await setTeamPlan(databaseUrl(), team.id, 'basic');
    const page = await signIn(browser(), email);
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-role').textContent()).toBe('Lite user');
    await page.keyboard.press('Escape');
    await page.goto(url(`/flow/${workflow.id}`));
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('designer-canvas').count()).toBe(0);
    // The rest of what the menu hides from a lite user is refused by URL the same way.
    for (const path of [
      '/workflows',
      '/workflows/search?q=Shared',
      '/billing/invoices',
      '/billing/paymethod',
    ]) {
      await page.goto(url(path));
      await page.waitForURL('**/dashboard');
    }
    // And the API refuses what the designer would do (the same can(), contracts).
    await expect(member.json('POST', '/api/workflow', z.unknown(), {})).rejects.toThrow(/answered 403/);

    await setTeamPlan(databaseUrl(), team.id, 'flow-starter');
    await page.reload();
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-role').textContent()).toBe('Flow user');
    await page.keyboard.press('Escape');
    await page.goto(url('/workflows'));
    await page.getByTestId('workflows-table').waitFor();
    await page.goto(url(`/flow/${workflow.id}`));
    await page.getByTestId('designer-canvas').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/flow/${workflow.id}`);
    await closeContext(page);
  });
});
