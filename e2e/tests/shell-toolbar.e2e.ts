import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import { closeContext, createAccount, shell, signIn, useShellServer } from './shell-support.js';

describe('the toolbar', () => {
  useShellServer();
  const browser = useBrowser();
  let email: string;
  beforeAll(async () => {
    email = await createAccount('Toolbar Tester');
  });

  it('shows the user: name, e-mail, role, plan and status; My Account and Logout', async () => {
    const page = await signIn(browser(), email);
    await page.getByTestId('user-menu').click();
    const summary = page.getByTestId('user-summary');
    const text = await summary.textContent();
    expect(text).toContain('Toolbar Tester');
    expect(text).toContain(email);
    expect(await page.getByTestId('user-role').textContent()).toBe('Flow admin');
    expect(await page.getByTestId('user-plan').textContent()).toMatch(/Free Trial\s*Trial/);
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL('**/pages/profile');
    await closeContext(page);
  });

  it('shows My Account and Logout only once the plan part has arrived, so they never move under the pointer', async () => {
    const page = await signIn(browser(), email, { goTo: '/projects' });
    // The plan part (plan, period end, usage, Upgrade) is its own download, held here. It is taller than
    // the plan and status shown meanwhile: items shown below that would move down when it arrives, and a
    // click aimed at My Account would land on the plan (CI saw exactly that on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/SubscriptionSummary-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await shell(page).waitFor();
    await page.getByTestId('user-menu').click();
    const summary = page.getByTestId('user-summary');
    await summary.waitFor();
    expect(await page.getByTestId('user-plan').textContent()).toMatch(/Free Trial\s*Trial/);
    expect(await page.getByRole('menuitem').count()).toBe(0);
    release();
    await page.getByTestId('subscription-summary').waitFor();
    const myAccount = page.getByRole('menuitem', { name: 'My Account' });
    await myAccount.click();
    await page.waitForURL('**/pages/profile');
    await closeContext(page);
  });

  it('lists the teams, leads to /teams, and says "Failed to switch team." when a switch fails', async () => {
    const page = await signIn(browser(), email);
    // A second team the server does not know: its switch answers 404.
    await page.route('**/api/team', async (route) => {
      const response = await route.fetch();
      const teams: unknown = await response.json();
      const gone = { id: 'gone', name: 'Gone team', role: 'member' };
      await route.fulfill({ response, json: [...(Array.isArray(teams) ? teams : []), gone] });
    });
    await page.reload();
    const switcher = page.getByTestId('team-switcher');
    expect(await switcher.textContent()).toBe("Toolbar Tester's team");
    await switcher.click();
    await page.locator('[data-team-id="gone"]').click();
    const bar = page.getByTestId('message-bar');
    await bar.getByText('Failed to switch team.').waitFor();
    expect(await bar.getAttribute('data-variant')).toBe('error');
    expect(page.url()).toMatch(/\/dashboard$/);
    await switcher.click();
    await page.getByRole('menuitem', { name: 'Manage teams' }).click();
    await page.waitForURL('**/teams');
    await closeContext(page);
  });

  it('shows messages at the top centre in the variant colours', async () => {
    const page = await signIn(browser(), email);
    await page.getByTestId('theme-toggle').click();
    const bar = page.getByTestId('message-bar');
    await bar.getByText('User data saved').waitFor();
    expect(await bar.getAttribute('data-variant')).toBe('success');
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(67, 160, 71)',
    );
    const box = await bar.boundingBox();
    expect(box && Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(2);
    expect(box?.y).toBeLessThan(40);
    await closeContext(page);
  });
});
