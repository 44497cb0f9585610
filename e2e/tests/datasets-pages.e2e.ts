import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screenshot, useBrowser } from '../src/index.js';
import { setTeamPlan } from '../src/postgres.js';
import {
  Api,
  closeContext,
  createAccount,
  databaseUrl,
  signIn,
  url,
  useTeamsServer,
} from './teams-support.js';

const Dataset = z.object({ id: z.string() });

describe('the Datasets pages', () => {
  useTeamsServer({ postgres: true });
  const browser = useBrowser();

  it('creates a dataset with columns and rows, filters (kept in the URL), imports, exports, bulk deletes, changes a type with unconvertible values, and gates by plan', async () => {
    const email = await createAccount('Dana Datasets');
    const api = await Api.login(email);
    const page = await signIn(browser(), email, '/datasets');
    await page.getByTestId('datasets-empty').waitFor();

    // Create, then columns through the column manager.
    await page.getByTestId('new-dataset').click();
    await page.getByTestId('dataset-name').fill('Stock');
    await page.getByTestId('dataset-save').click();
    await page.waitForURL(/\/datasets\/[0-9a-f-]{36}$/);
    const datasetId = page.url().split('/').pop() ?? '';
    await page.getByTestId('open-columns').click();
    // The grid's rows answer slowly here, so a column shows before its add has settled and the next
    // name is typed while the first add still waits: the field must keep what was typed since.
    let slowRows = true;
    await page.route(/\/api\/dataset\/[^/]+\/rows/, async (route) => {
      if (slowRows) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (const [name, type] of [
      ['sku', 'Text'],
      ['qty', 'Number'],
    ]) {
      await page.getByTestId('new-column-name').fill(name ?? '');
      await page.getByTestId('new-column-type').locator('..').click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await page.getByTestId('add-column').click();
      await page.locator(`[data-column="${name}"]`).waitFor();
    }
    slowRows = false;
    await page.getByRole('button', { name: 'CLOSE' }).click();

    // Rows: add one and edit it in place; two more through the API.
    await page.getByTestId('add-row').click();
    await page.locator('[data-cell="c0"]').first().click();
    await page.getByTestId('edit-c0').fill('apple');
    await page.getByTestId('edit-c0').press('Enter');
    await page.locator('[data-cell="c0"]', { hasText: 'apple' }).waitFor();
    for (const values of [
      { c0: 'banana', c1: 2 },
      { c0: 'apricot', c1: 9 },
    ])
      await api.json('POST', `/api/dataset/${datasetId}/rows`, z.unknown(), { values });
    await page.reload();
    await page.locator('[data-cell="c0"]', { hasText: 'banana' }).waitFor();

    // A filter: sku starts with "ap", kept in the URL across a reload.
    await page.getByTestId('add-filter').click();
    await page.getByTestId('filter-operator-0').locator('..').click();
    await page.getByRole('option', { name: 'starts with' }).click();
    await page.getByTestId('filter-value-0').fill('ap');
    await page.getByTestId('filter-value-0').press('Enter');
    await page.waitForURL(/f=/);
    await page.reload();
    // The reloaded page answers in its own time: wait for the rows, then read them.
    await page.locator('[data-cell="c0"]', { hasText: 'apricot' }).waitFor();
    await expect.poll(() => page.locator('[data-cell="c0"]').allTextContents()).toEqual(['apple', 'apricot']);
    await screenshot(page, 'datasets-grid-dark');

    // CSV import: a bad file reports line and column and writes nothing; a good one goes in.
    const importCsv = async (name: string, text: string) => {
      await page.getByTestId('open-import').click();
      await page
        .getByTestId('import-file')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
      await page.getByTestId('start-import').click();
    };
    await importCsv('bad.csv', 'sku,qty\navocado,many\napple pie,3\n');
    await page.getByTestId('import-failed').waitFor();
    expect(await page.getByTestId('import-error').allTextContents()).toEqual([
      'Line 2, qty: "many" is not a number',
    ]);
    await screenshot(page, 'datasets-import-errors');
    await page.getByRole('button', { name: 'CLOSE' }).click();
    await importCsv('good.csv', 'sku,qty\navocado,4\napple pie,3\n');
    await page.getByTestId('import-done').filter({ hasText: '2 added' }).waitFor();
    await page.getByRole('button', { name: 'CLOSE' }).click();
    await page.locator('[data-cell="c0"]', { hasText: 'apple pie' }).waitFor();
    await expect
      .poll(() => page.locator('[data-cell="c0"]').allTextContents())
      .toEqual(['apple', 'apricot', 'apple pie']);

    // Export: the filtered rows as CSV.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Stock.csv');

    // Bulk delete: the three filtered rows, selected at once, after a confirmation.
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByTestId('delete-selected').filter({ hasText: 'Delete 3 selected' }).click();
    await page.getByRole('button', { name: 'DELETE' }).click();
    await page.getByTestId('rows-empty').filter({ hasText: 'No row matches the filters.' }).waitFor();

    // A type change whose values do not convert lists them and needs confirming; then they are cleared.
    await page.getByTestId('open-columns').click();
    await page.getByTestId('column-type-c0').locator('..').click();
    await page.getByRole('option', { name: 'Number', exact: true }).click();
    const preview = page.getByTestId('type-preview');
    await preview.getByText('2 of 2 values cannot become Number; confirming clears them:').waitFor();
    expect(((await preview.textContent()) ?? '').match(/"(banana|avocado)"/g)?.sort()).toEqual([
      '"avocado"',
      '"banana"',
    ]);
    await page.getByTestId('confirm-type').click();
    await preview.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'CLOSE' }).click();
    const after = await api.json(
      'GET',
      `/api/dataset/${datasetId}/rows`,
      z.object({ items: z.array(z.object({ values: z.record(z.string(), z.unknown()) })) }),
    );
    expect(after.items.map((r) => r.values.c0 ?? null)).toEqual([null, null]);

    // Light and Arabic.
    await page.goto(
      url(
        `/datasets/${datasetId}?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }))}`,
      ),
    );
    await page.getByTestId('dataset-grid').waitFor();
    await screenshot(page, 'datasets-grid-light');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await page.goto(url('/datasets'));
    await page.getByTestId('datasets-table').waitFor();
    await screenshot(page, 'datasets-list-ar');

    // On a plan without datasets the page says which plans have them.
    const team = await api.currentTeam();
    await setTeamPlan(databaseUrl(), team.id, 'flow-starter');
    await page.goto(url('/datasets'));
    const gate = page.getByTestId('datasets-gate');
    await gate.waitFor();
    expect(await gate.locator('a').getAttribute('href')).toBe('/billing/pricing');
    await screenshot(page, 'datasets-gated-ar');
    await closeContext(page);
    expect(Dataset.parse({ id: datasetId }).id).toHaveLength(36);
  });
});
