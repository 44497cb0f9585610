import { DashboardSummary } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import {
  chain,
  closeContext,
  failingGraph,
  formatStart,
  freshAccount,
  normalSpaces,
  openSignedIn,
  runtimeUrl,
  SERVICES,
  setGraph,
  slowGraph,
  useRuntimeServer,
} from './runtime-support.js';

/** The app reloads and refetches on a busy machine: give polls room. */
const WAIT = { timeout: 15_000 };
const SIX_HOURS_MS = 6 * 3600_000;

/** Manual trigger → Code that keeps the processor busy for `ms`: processing time, unlike a Delay. */
const busyGraph = (ms: number) =>
  chain([
    'Crunch',
    SERVICES.code,
    {
      code: `const s = Date.now(); while (Date.now() - s < ${ms}) {} return { done: true };`,
      timeLimitMs: 10_000,
    },
  ]);

/** A duration under a minute as the dashboard writes it: "840 ms", "4.2 s". */
// Durations as the page writes them in English (Intl short units: "840 ms", "4.2 sec").
const unit = (name: string, digits = 0) =>
  new Intl.NumberFormat('en', {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  });
const seconds = (ms: number) =>
  ms < 1000
    ? unit('millisecond').format(Math.round(ms))
    : unit('second', 1).format(Math.round(ms / 100) / 10);

/** Today's date (YYYY-MM-DD) in a time zone. */
const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe('the dashboard', () => {
  useRuntimeServer();
  const browser = useBrowser();

  it('starts a new account with its first-workflow choices: no runs, nothing used, the plan with an upgrade link', async () => {
    const { email } = await freshAccount('Dash Empty');
    const page = await openSignedIn(browser(), email, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('stat-runs-today-value').textContent()).toBe('0');
    expect(await page.getByTestId('stat-failures-today-value').textContent()).toBe('0');
    expect(await page.getByTestId('stat-running-now-value').textContent()).toBe('0 / 10');
    expect(await page.getByTestId('stat-plan-value').textContent()).toBe('Free Trial');
    expect(await page.getByTestId('usage-text').textContent()).toBe('0 hr 0 min of 6 hr');
    // No workflow and nothing run: a way to start instead of an empty chart and an empty run list.
    await page.getByTestId('first-workflow').waitFor();
    expect(await page.getByTestId('start-templates').getAttribute('href')).toBe('/library/itemplates');
    expect(await page.getByTestId('usage-chart').count()).toBe(0);
    expect(await page.getByTestId('recent-runs').count()).toBe(0);
    const upgrade = page.getByRole('link', { name: 'Upgrade' });
    expect(await upgrade.getAttribute('href')).toBe('/billing/pricing');
    await upgrade.click();
    await page.waitForURL('**/billing/pricing');
    await closeContext(page);
  });

  it('counts the runs, failures, running runs and processing time made today and lists them in the user time zone', async () => {
    const { email, api } = await freshAccount('Dash Figures');
    const services = await api.serviceIds();
    for (const id of Object.values(SERVICES)) expect(services.has(id), id).toBe(true);
    // The saved time zone wins over the browser's (the context below runs in New York).
    const saved = await api.call('PUT', '/api/user', { settings: { timezone: 'Asia/Tokyo' } });
    expect(saved.ok).toBe(true);

    const greeter = await api.createWorkflow('Dash Greeter', setGraph());
    const breaker = await api.createWorkflow('Dash Breaker', failingGraph());
    const sleeper = await api.createWorkflow('Dash Sleeper', slowGraph(20));
    const worker = await api.createWorkflow('Dash Worker', busyGraph(1500));
    const first = await api.runToEnd(greeter.id, { n: 1 });
    const second = await api.runToEnd(greeter.id, { n: 2 });
    const failed = await api.runToEnd(breaker.id);
    const busy = await api.runToEnd(worker.id);
    expect([first.status, second.status, failed.status, busy.status]).toEqual([
      'succeeded',
      'succeeded',
      'failed',
      'succeeded',
    ]);
    // Processing time is the finished runs' own, each counted once; the busy run's 1.5 s loop is counted.
    // (Its sandbox's clock is read in the code worker's thread: once, on a loaded machine, the run counted
    // 1,492 ms for a loop that saw 1,500 pass, so the bound leaves the two clocks 100 ms apart.)
    const finishedRuns = [first, second, failed, busy];
    const usedMs = finishedRuns.reduce((sum, run) => sum + Math.round(run.processingMs), 0);
    expect(busy.processingMs).toBeGreaterThanOrEqual(1400);
    const sleeping = await api.run(sleeper.id);
    await expect
      .poll(async () => (await api.runDetail(sleeping)).status, { timeout: 10_000 })
      .toBe('running');

    const page = await openSignedIn(browser(), email, '/dashboard', { timezoneId: 'America/New_York' });
    const value = (id: string) => page.getByTestId(`${id}-value`).textContent();
    await expect.poll(() => value('stat-runs-today'), WAIT).toBe('5');
    expect(await value('stat-failures-today')).toBe('1');
    expect(await value('stat-running-now')).toBe('1 / 10');
    expect(await page.getByTestId('usage-text').textContent()).toBe('0 hr 0 min of 6 hr');
    const percent = (usedMs / SIX_HOURS_MS) * 100;
    expect(await page.getByTestId('usage-exact').textContent()).toBe(
      `${seconds(usedMs)} used · ${percent.toFixed(percent < 1 ? 2 : 1)}% of the allowance`,
    );
    // The server's figures behind the page: the ledger holds exactly these runs, all on today's bar.
    const summary = DashboardSummary.parse(await (await api.call('GET', '/api/dashboard')).json());
    expect(summary.usedMs).toBe(usedMs);
    expect(summary.usageByDay).toEqual([{ day: dayIn('Asia/Tokyo'), ms: usedMs }]);
    await page.getByTestId('usage-chart').locator('.recharts-bar-rectangle').first().waitFor();

    const rows = page.getByTestId('recent-run');
    expect(await rows.count()).toBe(5);
    expect(await rows.first().getAttribute('data-status')).toBe('running');
    const failedRow = page.locator(`[data-testid="recent-run"][data-run-id="${failed.id}"]`);
    expect(await failedRow.getAttribute('data-status')).toBe('failed');
    expect(await failedRow.getByRole('link').textContent()).toBe('Dash Breaker');
    expect(normalSpaces(await failedRow.textContent())).toContain(
      formatStart(failed.startedAt ?? '', 'Asia/Tokyo'),
    );
    expect(normalSpaces(await failedRow.textContent())).toContain('Manual');

    await failedRow.getByRole('link', { name: 'Dash Breaker' }).click();
    await page.waitForURL(`**/logs/flow/${breaker.id}/${failed.id}`);
    expect(page.url()).toBe(runtimeUrl(`/logs/flow/${breaker.id}/${failed.id}`));
    await api.call('POST', `/api/run/${sleeping}/cancel`);
    await closeContext(page);
  });
});
