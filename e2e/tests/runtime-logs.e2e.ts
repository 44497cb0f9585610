import { MESSAGES } from '@flowlane/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import {
  closeContext,
  failingGraph,
  formatStart,
  freshAccount,
  messageShown,
  normalSpaces,
  openSignedIn,
  runtimeUrl,
  setGraph,
  slowGraph,
  useRuntimeServer,
} from './runtime-support.js';

/** The app reloads and refetches on a busy machine: give polls room. */
const WAIT = { timeout: 15_000 };

const rows = (page: Page) => page.getByTestId('run-row');
const rowIds = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-run-id')));

/** Picks a status in the logs page's status filter. */
async function filterStatus(page: Page, label: string): Promise<void> {
  await page.getByTestId('run-status-filter').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe('the run logs', () => {
  useRuntimeServer();
  const browser = useBrowser();

  it('lists the runs in the user time zone, filters by status, pages, and shows a new run live', async () => {
    const { email, api } = await freshAccount('Logs Lister');
    await api.call('PUT', '/api/user', { settings: { timezone: 'Europe/Berlin' } });
    const workflow = await api.createWorkflow('Logs Mixed', setGraph());
    const done = [];
    for (let n = 0; n < 11; n++) done.push(await api.runToEnd(workflow.id, { n }));
    // The same workflow made to fail, so one workflow has both statuses.
    await api.saveGraph(workflow.id, failingGraph());
    const failed = await api.runToEnd(workflow.id);
    expect(failed.status).toBe('failed');

    const page = await openSignedIn(browser(), email, `/logs/flow/${workflow.id}`, {
      timezoneId: 'Asia/Kolkata',
    });
    await page.getByRole('heading', { name: 'Logs' }).waitFor();
    await page.getByText('Logs Mixed').first().waitFor();
    await expect.poll(() => rows(page).count(), WAIT).toBe(10);
    expect(await page.getByTestId('runs-total').textContent()).toBe('Runs: 12');
    // Newest first: the failed run heads the list, with its start in Berlin time.
    const top = rows(page).first();
    expect(await top.getAttribute('data-run-id')).toBe(failed.id);
    expect(normalSpaces(await top.textContent())).toContain(
      formatStart(failed.startedAt ?? '', 'Europe/Berlin'),
    );
    expect(normalSpaces(await top.textContent())).toContain('Manual');
    await page.getByTestId('run-durations-chart').waitFor();

    // Paging: the second page holds the two oldest runs.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rowIds(page), WAIT).toEqual([done[1]?.id, done[0]?.id]);
    expect(page.url()).toContain('page=1');
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => rows(page).count(), WAIT).toBe(10);

    // Filtering: only the failed run, then only the succeeded ones.
    await filterStatus(page, 'Failed');
    await expect.poll(() => rowIds(page), WAIT).toEqual([failed.id]);
    expect(await page.getByTestId('runs-total').textContent()).toBe('Runs: 1');
    await filterStatus(page, 'Cancelled');
    await page.getByTestId('runs-empty').waitFor();
    await filterStatus(page, 'All statuses');
    await expect.poll(() => rows(page).count(), WAIT).toBe(10);

    // A run started from outside (another session's API call) appears without a reload.
    await page.getByTestId('live-indicator').and(page.locator('[data-state="live"]')).waitFor();
    await api.saveGraph(workflow.id, setGraph());
    const outside = await api.run(workflow.id, { n: 50 });
    await page
      .locator(`[data-testid="run-row"][data-run-id="${outside}"][data-status="succeeded"]`)
      .waitFor({ timeout: 10_000 });
    expect(await rows(page).first().getAttribute('data-run-id')).toBe(outside);
    expect(await page.getByTestId('runs-total').textContent()).toBe('Runs: 13');
    await closeContext(page);
  });

  it('runs the workflow with Run now and shows the spec message', async () => {
    const { email, api } = await freshAccount('Logs Runner');
    const workflow = await api.createWorkflow('Logs Run Now', setGraph());
    const page = await openSignedIn(browser(), email, `/logs/flow/${workflow.id}`);
    await page.getByTestId('runs-empty').waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await messageShown(page, MESSAGES.workflowQueued, 'info');
    await page.locator('[data-testid="run-row"][data-status="succeeded"]').waitFor({ timeout: 10_000 });
    await closeContext(page);
  });

  it('shows a run: every step in order with its output, the error, and a retry that makes a new run', async () => {
    const { email, api } = await freshAccount('Logs Detail');
    const workflow = await api.createWorkflow('Logs Detail Flow', setGraph());
    const ok = await api.runToEnd(workflow.id, { n: 21 });
    const page = await openSignedIn(browser(), email, `/logs/flow/${workflow.id}/${ok.id}`);
    await page.getByTestId('run-page').and(page.locator('[data-status="succeeded"]')).waitFor();
    const steps = page.getByTestId('run-step');
    expect(await steps.evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')))).toEqual([
      'Start',
      'Greeting',
    ]);
    const greeting = steps.nth(1);
    expect(await greeting.getAttribute('data-status')).toBe('succeeded');
    const output = greeting.getByTestId('step-output');
    // Values are shown as text in the tree: keys and JSON literals.
    await output.getByText('"hello"').waitFor();
    await output.getByText('42', { exact: true }).waitFor();
    expect(await page.getByTestId('run-trigger').textContent()).toContain('Manual');
    expect(await page.getByRole('button', { name: 'Retry from failed step' }).count()).toBe(0);
    // The input is collapsed until asked for.
    await greeting.getByRole('button', { name: 'Input', exact: true }).click();
    await greeting.getByTestId('step-input').getByText('values:').waitFor();

    // A failed run: the error shows on the run and on the step, and Retry makes a new run.
    const broken = await api.createWorkflow('Logs Broken Flow', failingGraph());
    const failed = await api.runToEnd(broken.id);
    await page.goto(page.url().replace(`${workflow.id}/${ok.id}`, `${broken.id}/${failed.id}`));
    await page.getByTestId('run-page').and(page.locator('[data-status="failed"]')).waitFor();
    expect(await page.getByTestId('run-error').textContent()).toContain('boom from e2e');
    const explode = page.locator('[data-testid="run-step"][data-node-id="Explode"]');
    expect(await explode.getAttribute('data-status')).toBe('failed');
    expect(await explode.getByTestId('step-error').textContent()).toContain('boom from e2e');
    await page.getByRole('button', { name: 'Retry from failed step' }).click();
    await messageShown(page, MESSAGES.workflowQueued, 'info');
    await page.waitForURL(
      (url) => !url.pathname.endsWith(failed.id) && url.pathname.includes(`/logs/flow/${broken.id}/`),
    );
    const retryId = page.url().split('/').pop() ?? '';
    const retry = await api.finished(retryId);
    expect(retry.retryOf).toBe(failed.id);
    expect(retry.trigger).toBe('retry');
    await page
      .getByTestId('run-page')
      .and(page.locator(`[data-run-id="${retryId}"]`))
      .waitFor();
    expect(await page.getByTestId('run-trigger').textContent()).toContain('Retry');
    await page.getByRole('link', { name: failed.id.slice(0, 8) }).waitFor();
    await closeContext(page);
  });

  it('follows a running run live until it ends, and cancels a running run', async () => {
    const { email, api } = await freshAccount('Logs Live');
    const workflow = await api.createWorkflow('Logs Slow Flow', slowGraph(5));
    // Signed in first, so the run is still going when its page opens.
    const page = await openSignedIn(browser(), email, `/logs/flow/${workflow.id}`);
    const runId = await api.run(workflow.id);
    await page.goto(runtimeUrl(`/logs/flow/${workflow.id}/${runId}`));
    const runPage = page.getByTestId('run-page');
    await runPage.and(page.locator('[data-status="running"], [data-status="queued"]')).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    // Followed over the live stream, not polled.
    await page.getByTestId('live-indicator').and(page.locator('[data-state="live"]')).waitFor();
    // No reload: the live stream brings the end of the run and its last step.
    await runPage.and(page.locator('[data-status="succeeded"]')).waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="run-step"][data-node-id="Done"][data-status="succeeded"]').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

    const longWorkflow = await api.createWorkflow('Logs Long Flow', slowGraph(30));
    const longRun = await api.run(longWorkflow.id);
    await page.goto(page.url().replace(`${workflow.id}/${runId}`, `${longWorkflow.id}/${longRun}`));
    await runPage.and(page.locator('[data-status="running"]')).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await runPage.and(page.locator('[data-status="cancelled"]')).waitFor({ timeout: 10_000 });
    expect((await api.runDetail(longRun)).status).toBe('cancelled');
    await closeContext(page);
  });
});
