import { readFile } from 'node:fs/promises';
import { WorkflowListResponse } from '@flowlane/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useBrowser } from '../src/index.js';
import {
  type Api,
  closeContext,
  formatStart,
  freshAccount,
  messageShown,
  normalSpaces,
  openSignedIn,
  runtimeUrl,
  setGraph,
  useRuntimeServer,
} from './runtime-support.js';

/** The app reloads and refetches on a busy machine: give polls room. */
const WAIT = { timeout: 15_000 };

const titles = (page: Page) =>
  page.getByTestId('workflow-title').evaluateAll((els) => els.map((el) => el.textContent));
const rowOf = (page: Page, id: string) =>
  page.locator(`[data-testid="workflow-row"][data-workflow-id="${id}"]`);

async function chooseSort(page: Page, label: string): Promise<void> {
  await page.getByTestId('workflow-sort').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function rowAction(
  page: Page,
  title: string,
  action: 'Duplicate' | 'Export' | 'Delete',
): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function listed(api: Api, search: string) {
  const query = new URLSearchParams({ search });
  return api.json('GET', `/api/workflow?${query}`, WorkflowListResponse);
}

describe('the workflow list', () => {
  useRuntimeServer();
  const browser = useBrowser();

  it('searches, sorts and pages, and /workflows/search reads ?q= into a focused search box', async () => {
    const { email, api } = await freshAccount('Flows Sorter');
    const alpha = await api.createWorkflow('Alpha Invoices', setGraph());
    await api.createWorkflow('Gamma Invoices', setGraph());
    await api.createWorkflow('Beta Reports', setGraph());
    // Alpha was created first but is the last one saved.
    await api.saveGraph(alpha.id, setGraph());

    const page = await openSignedIn(browser(), email, '/workflows');
    await page.getByRole('heading', { name: 'My Workflows' }).waitFor();
    await expect.poll(() => titles(page), WAIT).toEqual(['Alpha Invoices', 'Beta Reports', 'Gamma Invoices']);
    await chooseSort(page, 'Title');
    await expect.poll(() => titles(page), WAIT).toEqual(['Alpha Invoices', 'Beta Reports', 'Gamma Invoices']);
    await chooseSort(page, 'Created');
    await expect.poll(() => titles(page), WAIT).toEqual(['Beta Reports', 'Gamma Invoices', 'Alpha Invoices']);
    expect(page.url()).toContain('sort=created');

    await page.getByTestId('workflow-search').fill('invoices');
    await expect.poll(() => titles(page), WAIT).toEqual(['Gamma Invoices', 'Alpha Invoices']);
    expect(page.url()).toContain('q=invoices');
    await page.getByTestId('workflow-search').fill('nothing like this');
    await page.getByText('No workflow matches "nothing like this".').waitFor();

    await page.goto(runtimeUrl('/workflows/search?q=Beta'));
    await expect.poll(() => titles(page), WAIT).toEqual(['Beta Reports']);
    const search = page.getByTestId('workflow-search');
    expect(await search.inputValue()).toBe('Beta');
    // String code: the e2e tsconfig has no DOM types.
    expect(await page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe(
      'workflow-search',
    );

    // Paging: 12 workflows at 10 a page.
    for (let i = 0; i < 9; i++) await api.createWorkflow(`Filler ${String(i).padStart(2, '0')}`, setGraph());
    await page.goto(runtimeUrl('/workflows?sort=title'));
    await expect.poll(() => page.getByTestId('workflow-row').count(), WAIT).toBe(12);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => page.getByTestId('workflow-row').count(), WAIT).toBe(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => titles(page), WAIT).toEqual(['Filler 08', 'Gamma Invoices']);
    await closeContext(page);
  });

  it('toggles enabled, duplicates, deletes after a confirmation, and links to the logs', async () => {
    const { email, api } = await freshAccount('Flows Editor');
    const workflow = await api.createWorkflow('Editable Flow', setGraph());
    const run = await api.runToEnd(workflow.id, { n: 3 });
    const page = await openSignedIn(browser(), email, '/workflows', { timezoneId: 'America/Los_Angeles' });
    const row = rowOf(page, workflow.id);
    await row.waitFor();
    await row.locator('[data-status="succeeded"]').waitFor();
    expect(normalSpaces(await row.textContent())).toContain('Manual');

    const toggle = row.getByRole('switch', { name: 'Enable Editable Flow' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await messageShown(page, 'Workflow disabled', 'success');
    await expect.poll(() => row.getAttribute('data-enabled'), WAIT).toBe('false');
    expect((await api.workflow(workflow.id)).data.enabled).toBe(false);
    await toggle.click();
    await expect.poll(async () => (await api.workflow(workflow.id)).data.enabled, WAIT).toBe(true);

    await rowAction(page, 'Editable Flow', 'Duplicate');
    await messageShown(page, 'Workflow duplicated: Editable Flow (copy)', 'success');
    await page.getByTestId('workflow-title').filter({ hasText: 'Editable Flow (copy)' }).waitFor();
    const copies = await listed(api, 'copy');
    expect(copies.items.map((item) => item.title)).toEqual(['Editable Flow (copy)']);
    const copyId = copies.items[0]?.id ?? '';

    // Delete asks first; cancelling keeps the workflow.
    await rowAction(page, 'Editable Flow (copy)', 'Delete');
    const dialog = page.getByTestId('confirm-dialog');
    await dialog
      .getByText('"Editable Flow (copy)" and all of its runs will be deleted.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api.call('GET', `/api/workflow/${copyId}`)).status).toBe(200);
    await rowAction(page, 'Editable Flow (copy)', 'Delete');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'DELETE' }).click();
    await messageShown(page, 'Workflow deleted', 'success');
    await rowOf(page, copyId).waitFor({ state: 'detached' });
    expect((await api.call('GET', `/api/workflow/${copyId}`)).status).toBe(404);

    // The last run links to its log, the logs button to the workflow's logs, the title to the designer.
    expect(
      await row.getByRole('link', { name: formatStart(run.queuedAt, 'America/Los_Angeles') }).count(),
    ).toBe(1);
    expect(await row.getByRole('link', { name: 'Editable Flow', exact: true }).getAttribute('href')).toBe(
      `/flow/${workflow.id}`,
    );
    await row.getByRole('link', { name: 'Logs of Editable Flow' }).click();
    await page.waitForURL(`**/logs/flow/${workflow.id}`);
    await page.locator(`[data-testid="run-row"][data-run-id="${run.id}"]`).waitFor();
    await closeContext(page);
  });

  it('shows the next scheduled run in the user time zone', async () => {
    const { email, api } = await freshAccount('Flows Scheduler');
    await api.call('PUT', '/api/user', { settings: { timezone: 'Asia/Tokyo' } });
    const workflow = await api.createWorkflow('Scheduled Flow', setGraph());
    // Daily at 09:00 in the schedule's zone (UTC); shown in the user's (Tokyo).
    const { schedule: current } = workflow.data;
    const schedule = {
      ...current,
      active: true,
      period: { ...current.period, type: 'day' as const, value: 1, daily_value: '2020-01-01 09:00' },
    };
    await api.json('PUT', `/api/workflow/${workflow.id}`, z.unknown(), {
      data: { ...workflow.data, schedule },
      graph: workflow.graph,
    });
    const next = (await listed(api, 'Scheduled')).items[0]?.nextRunAt;
    expect(next).toBeTruthy();
    const page = await openSignedIn(browser(), email, '/workflows');
    const row = rowOf(page, workflow.id);
    await row.locator('[data-trigger="schedule"]').waitFor();
    expect(new Date(next ?? '').getUTCHours()).toBe(9);
    expect(normalSpaces(await row.getByTestId('workflow-next-run').textContent())).toBe(
      formatStart(next ?? '', 'Asia/Tokyo'),
    );
    expect(normalSpaces(await row.getByTestId('workflow-next-run').textContent())).toContain('6:00:00 PM');
    await closeContext(page);
  });

  it('filters by project when the team has projects', async () => {
    const { email, api } = await freshAccount('Flows Projects');
    const Created = z.object({ id: z.string() });
    const billing = await api.json('POST', '/api/project', Created, { name: 'Billing' });
    await api.json('POST', '/api/project', Created, { name: 'Marketing' });
    const inBilling = await api.json('POST', '/api/workflow', Created, { projectId: billing.id });
    await api.saveGraph(inBilling.id, setGraph());
    await api.createWorkflow('Loose Flow', setGraph());
    const page = await openSignedIn(browser(), email, '/workflows');
    await expect.poll(() => page.getByTestId('workflow-row').count(), WAIT).toBe(2);
    // The project column comes with the projects.
    await rowOf(page, inBilling.id).getByText('Billing', { exact: true }).waitFor();
    await page.getByTestId('workflow-project-filter').click();
    await page.getByRole('option', { name: 'Billing', exact: true }).click();
    await expect.poll(() => page.getByTestId('workflow-row').count(), WAIT).toBe(1);
    await rowOf(page, inBilling.id).waitFor();
    expect(page.url()).toContain(`projectId=${billing.id}`);
    await closeContext(page);
  });

  it('exports a workflow as a JSON file and imports it back; a foreign file is refused with its reason', async () => {
    const { email, api } = await freshAccount('Flows Porter');
    const workflow = await api.createWorkflow('Portable Flow', setGraph());
    const page = await openSignedIn(browser(), email, '/workflows');
    await rowOf(page, workflow.id).waitFor();

    const download = page.waitForEvent('download');
    await rowAction(page, 'Portable Flow', 'Export');
    const file = await download;
    expect(file.suggestedFilename()).toBe('Portable_Flow.json');
    const path = await file.path();
    const exported = z
      .object({ flowlane: z.literal('workflow'), data: z.object({ title: z.string() }), graph: z.unknown() })
      .parse(JSON.parse(await readFile(path, 'utf8')));
    expect(exported.data.title).toBe('Portable Flow');

    const input = page.getByTestId('workflow-import-file');
    await input.setInputFiles(path);
    await messageShown(page, 'Workflow imported: Portable Flow', 'success');
    await expect.poll(async () => (await listed(api, 'Portable')).total, WAIT).toBe(2);
    await expect
      .poll(() => page.getByTestId('workflow-title').filter({ hasText: 'Portable Flow' }).count())
      .toBe(2);
    const copies = (await listed(api, 'Portable')).items;
    const imported = copies.find((item) => item.id !== workflow.id);
    expect((await api.workflow(imported?.id ?? '')).graph).toEqual(exported.graph);

    await input.setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ hello: 'world' })),
    });
    await messageShown(page, 'Error: This file is not a Flowlane workflow export.', 'error');
    expect((await listed(api, '')).total).toBe(2);
    await closeContext(page);
  });

  it('creates a new workflow with the defaults and opens it in the designer', async () => {
    const { email, api } = await freshAccount('Flows Creator');
    const page = await openSignedIn(browser(), email, '/workflows');
    await page.getByTestId('workflows-empty').waitFor();
    await page.getByRole('button', { name: 'New workflow' }).first().click();
    await page.waitForURL(/\/flow\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const created = await api.workflow(id);
    expect(created.data.title).toBe('*Untitled');
    expect(created.data.description).toBe('*Untitled Workflow');
    await closeContext(page);
  });
});
