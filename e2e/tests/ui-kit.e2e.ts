import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screenshot, useBrowser } from '../src/index.js';
import { Api, createAccount, signIn, url, useTeamsServer } from './teams-support.js';

const names = async (page: Page) =>
  page
    .locator('[data-project-row]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-project-row')));

/** Waits until the table shows exactly these projects, in this order. */
async function rowsAre(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => names(page), { timeout: 10_000 }).toEqual(expected);
}

async function addFilter(page: Page, index: number, column: string, operator: string, value: string) {
  const row = page.getByTestId('filter-row').nth(index);
  await row.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: column, exact: true }).click();
  await row.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: operator, exact: true }).click();
  await row.getByRole('textbox', { name: 'Value' }).fill(value);
}

describe('the UI kit on a list page (/projects)', () => {
  useTeamsServer();
  const browser = useBrowser();

  it('pages, sorts and filters with the six filter types joined and/or, all kept in the URL, in English and Arabic', async () => {
    const email = await createAccount('Kit Tester');
    const api = await Api.login(email);
    const Project = z.object({ id: z.string() });
    const created = new Map<string, string>();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      const name = `Project ${String(n).padStart(2, '0')}`;
      const project = await api.json('POST', '/api/project', Project, { name, description: `Number ${n}` });
      created.set(name, project.id);
    }
    await api.json('POST', '/api/project', Project, { name: 'Sales ops', description: 'Leads' });
    await api.createWorkflow('Score leads', created.get('Project 03') ?? null);
    await api.createWorkflow('Route leads', created.get('Project 03') ?? null);

    const page = await signIn(browser(), email, '/projects');
    // Ten rows a page by default, the translated paging bar, then the next page.
    await page.getByText('Rows per page:').waitFor();
    expect(await page.locator('[data-project-row]').count()).toBe(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL(/page=1/);
    // The URL changes a moment before the next page's rows replace the first page's.
    await expect.poll(async () => (await names(page)).length, { timeout: 10_000 }).toBe(2);

    // A header sorts (server-style ?sort=), descending on the second click; a sort goes back to page 1.
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'name' && !u.searchParams.has('page'));
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === '-name');
    // The URL changes a moment before the rows re-render.
    await expect.poll(async () => (await names(page))[0]).toBe('Sales ops');

    // Filters: starts with, then an or-joined greater than on the workflow count.
    await page.getByTestId('projects-filters').click();
    await addFilter(page, 0, 'Name', 'starts with', 'sales');
    await page.getByTestId('filter-apply').click();
    await rowsAre(page, ['Sales ops']);
    expect(new URL(page.url()).searchParams.getAll('filter')).toEqual(['name.startsWith:sales']);

    await page.getByTestId('projects-filters').click();
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await addFilter(page, 1, 'Workflows', 'greater than', '1');
    await page.getByTestId('filter-join-or').click();
    await page.getByTestId('filter-apply').click();
    await rowsAre(page, ['Sales ops', 'Project 03']);
    expect(new URL(page.url()).searchParams.get('join')).toBe('or');

    // A reload (or a shared link) keeps sort and filters.
    await page.reload();
    await rowsAre(page, ['Sales ops', 'Project 03']);
    await expect.poll(() => page.getByTestId('projects-filters').textContent()).toBe('Filters (2)');
    await screenshot(page, 'ui-kit-projects-dark');

    // The other four filter types, one at a time through the URL.
    const only = async (filter: string, expected: string[]) => {
      await page.goto(url(`/projects?sort=name&filter=${encodeURIComponent(filter)}`));
      await rowsAre(page, expected);
    };
    await only('description.contains:umber 1', ['Project 01', 'Project 10', 'Project 11']);
    await only('name.endsWith:OPS', ['Sales ops']);
    await only('name.matches:^Project 0[12]$', ['Project 01', 'Project 02']);
    // 11 projects have no workflow; the first page holds 10 of them.
    await only(
      'workflows.lt:1',
      ['01', '02', '04', '05', '06', '07', '08', '09', '10', '11'].map((n) => `Project ${n}`),
    );

    // A second click that comes before the first one's render (a slow machine, a quick double click)
    // flips the order the first click asked for, not the order still on screen.
    await page.goto(url('/projects'));
    await page.getByText('Rows per page:').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByRole('button', { name: 'Name', exact: true }).dblclick();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-name');
    await expect.poll(async () => (await names(page))[0]).toBe('Sales ops');
    // The same for the paging bar: five rows a page, two quick clicks on "next" move two pages.
    await page.goto(url('/projects?pageSize=5'));
    await page.getByText('Rows per page:').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByRole('button', { name: 'Go to next page' }).dblclick();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => names(page)).toEqual(['Project 11', 'Sales ops']);

    // Light theme and Arabic: the kit's labels come from the catalogue.
    await page.goto(
      url(`/projects?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }))}`),
    );
    await page.getByText('Rows per page:').waitFor();
    await screenshot(page, 'ui-kit-projects-light');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await page.locator('html[dir="rtl"]').waitFor();
    await page.getByText('عدد الصفوف في الصفحة:').waitFor();
    await page.getByTestId('projects-filters').click();
    await page.getByTestId('projects-filter-panel').waitFor();
    await page.waitForTimeout(400); // the popover's fade-in
    await screenshot(page, 'ui-kit-projects-ar');
  });
});
