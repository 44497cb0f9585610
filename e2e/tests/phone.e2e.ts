/**
 * Issue 18: a list on a 390 px phone. The table keeps to the screen's width (no sideways scrolling, in
 * the document or in the table), shows the row's name, status and actions, and each row opens to show
 * the columns it hides as "label: value" lines, behind a toggle named in the interface language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import {
  closeContext,
  freshAccount,
  normalSpaces,
  openSignedIn,
  setGraph,
  useRuntimeServer,
} from './runtime-support.js';
import { saved, sideways } from './shell-support.js';

const PHONE = { width: 390, height: 844 } as const;

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await saved(page, () => page.locator(`[data-language="${language}"]`).click());
  await page.keyboard.press('Escape');
}

/** The details under a row, as "label: value" lines. */
async function detailLines(page: Page): Promise<string[]> {
  return page
    .getByTestId('row-details')
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`),
    );
}

describe('a list on a 390 px phone', () => {
  useRuntimeServer();
  const browser = useBrowser();

  it('fits the width and opens a row to show the columns it hides, in English and Arabic', async () => {
    const { email, api } = await freshAccount('Pat Phone');
    // A long title: it must wrap or shorten, not push the table wider than the phone.
    const title = 'Copy every new order from the Shopify store into the CRM and tell the sales channel';
    const workflow = await api.createWorkflow(title, setGraph());
    await api.runToEnd(workflow.id, { n: 1 });

    const page = await openSignedIn(browser(), email, '/workflows', { viewport: PHONE });
    const table = page.getByTestId('workflows-table');
    const row = table.locator(`[data-workflow-id="${workflow.id}"]`);
    await row.waitFor();
    expect(await sideways(page)).toEqual([]);
    // The name, the switch and the actions stay in the row; the last run is not in the table.
    await row.getByTestId('workflow-title').waitFor();
    await row.getByRole('button', { name: `More actions for ${title}` }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Last run' }).count()).toBe(0);
    expect(await table.getByText('Succeeded').count()).toBe(0);

    const toggle = row.getByRole('button', { name: `Show details of ${title}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = (await detailLines(page)).map(normalSpaces);
    expect(lines[0]).toBe('Triggers: Manual');
    expect(lines[1]).toMatch(/^Last run: Succeeded/);
    expect(lines[2]).toBe('Next scheduled run: —');
    expect(lines).toHaveLength(3);
    expect(await sideways(page)).toEqual([]);
    // The details belong to the row: the toggle points at them.
    const details = page.getByTestId('row-details').locator('td');
    expect(await details.getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
    await toggle.click();
    await page.getByTestId('row-details').waitFor({ state: 'detached' });

    // On a wide screen the columns are back in the table and there is nothing to open.
    await page.setViewportSize({ width: 1280, height: 900 });
    await table.getByRole('columnheader', { name: 'Last run' }).waitFor();
    expect(await page.getByTestId('row-expand').count()).toBe(0);

    // In Arabic the toggle and the labels come from the catalogue.
    await chooseLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    await row.getByRole('button', { name: `عرض تفاصيل ${title}` }).click();
    expect((await detailLines(page)).map(normalSpaces)[0]).toBe('المشغّلات: يدوي');
    expect(await sideways(page)).toEqual([]);
    await closeContext(page);
  });
});
