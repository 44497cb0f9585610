/**
 * Issue 18: accessible and usable on a phone. axe-core on every page the spec names, in light and dark,
 * must find no serious or critical violation; at 390 px the main pages must not scroll sideways.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { launchBrowser } from '../src/index.js';
import {
  closeContext,
  freshAccount,
  openSignedIn,
  runtimeUrl,
  setGraph,
  useRuntimeServer,
} from './runtime-support.js';
import { chooseMode, sideways } from './shell-support.js';

// The global the axe-core script defines in the page.
declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const Violations = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullish(),
    nodes: z.array(
      z.object({ target: z.unknown(), html: z.string(), failureSummary: z.string().optional() }),
    ),
  }),
);

/**
 * The serious and critical axe violations on the page as it is now, one line per element. The
 * experimental rules run too (label-content-name-mismatch: a button's name must contain its visible text).
 */
async function seriousViolations(page: Page, scope: 'all' | 'colours'): Promise<string[]> {
  // Evaluated through the DevTools protocol (the app's Content-Security-Policy refuses inline scripts),
  // once per document: the walk moves between pages without reloading.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are read mid-fade otherwise (a toast or a button still in its transition): wait for the
  // finite animations to end; spinners run forever and are left to run.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const violations = Violations.parse(
    await page.evaluate(async (runOnly) => {
      return (await window.axe?.run(document, { runOnly, resultTypes: ['violations'] }))?.violations;
    }, RUN_ONLY[scope]),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${JSON.stringify(node.target)} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
      ),
    );
}

/**
 * Every rule in the first theme; the second theme changes only colours, so only the colour rules run
 * again there (the walk's time is mostly axe's).
 */
const RUN_ONLY = {
  all: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'],
  },
  colours: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
} as const;

/** Moves to `path` inside the app (the router follows popstate), keeping the document and axe loaded. */
async function goTo(page: Page, path: string, ready: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(ready).first().waitFor();
  await page.locator('.MuiCircularProgress-root, .MuiSkeleton-root').first().waitFor({ state: 'hidden' });
}

/**
 * Opens the designer's palette drawer on a phone and waits for its steps. A CI rehearsal once saw a click
 * that left the drawer shut: no step showed in 30 s, and 25 tries under load did not reproduce it. So a
 * second click is allowed, and a first miss is printed with what the page showed, to find the cause.
 */
async function openPalette(page: Page): Promise<void> {
  const firstStep = page.getByTestId('palette-item').first();
  await page.getByTestId('palette-show').click();
  if (
    await firstStep.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  )
    return;
  const drawers = await page.getByTestId('designer-palette').count();
  const bar = page.getByTestId('message-bar');
  const message = (await bar.isVisible()) ? await bar.textContent() : 'none';
  console.warn(
    `the palette showed no step 10 s after a click (open drawers: ${drawers}, message: ${message}); clicking again`,
  );
  if (drawers === 0) await page.getByTestId('palette-show').click();
  await firstStep.waitFor();
}

/** The guest pages in a theme, through ?defaultSettings= (a guest has no saved settings). */
const guestTheme = (mode: 'light' | 'dark') => {
  const name = mode === 'light' ? 'default' : 'defaultDark';
  return `?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: name } }))}`;
};

const GUEST_PAGES: [path: string, ready: string][] = [
  ['/login', 'form'],
  ['/register', 'form'],
  ['/account/forgotpass', 'form'],
  ['/welcome', '[data-testid="welcome"]'],
];

/** The signed-in pages both walks start with: dashboard, workflows, a workflow, its runs, libraries. */
const workflowPages = (workflowId: string, runId: string): [path: string, ready: string][] => [
  ['/dashboard', '[data-testid="usage-card"]'],
  ['/workflows', 'text=Access check'],
  [`/flow/${workflowId}`, '.react-flow__node'],
  [`/logs/flow/${workflowId}`, '[data-testid="run-status"]'],
  [`/logs/flow/${workflowId}/${runId}`, '[data-testid="step-status"]'],
  ['/library/itemplates', '[data-library-item]'],
  ['/auth-library/auth-templates', '[data-library-item]'],
];

describe('accessible pages', () => {
  useRuntimeServer();
  let browser: Browser;
  let account: Awaited<ReturnType<typeof freshAccount>>;
  // One signed-in page walks every page, in both themes (one test per part, each with its own time).
  let page: Page;
  let workflowId = '';
  let runId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    account = await freshAccount('Ada Access');
  }, 120_000);
  afterAll(() => browser?.close());

  /** Runs axe and collects "theme path" → violations. */
  const walk = () => {
    const found: Record<string, string[]> = {};
    const check = async (key: string, on: Page, scope: 'all' | 'colours') => {
      const violations = await seriousViolations(on, scope);
      if (violations.length > 0) found[key] = violations;
    };
    return { found, check };
  };

  it('has no serious or critical axe violation on the guest pages, in light and in dark', async () => {
    const { found, check } = walk();
    for (const mode of ['light', 'dark'] as const) {
      const guest = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await guest.goto(runtimeUrl(`/login${guestTheme(mode)}`));
      for (const [path, ready] of GUEST_PAGES) {
        await goTo(guest, path, ready);
        await check(`${mode} ${path}`, guest, mode === 'light' ? 'all' : 'colours');
      }
      await closeContext(guest);
    }
    expect(found).toEqual({});
  }, 120_000);

  it("has none on a new account's dashboard, in dark and in light", async () => {
    const { found, check } = walk();
    page = await openSignedIn(browser, account.email, '/dashboard');
    for (const mode of ['dark', 'light'] as const) {
      await chooseMode(page, mode);
      await goTo(page, '/dashboard', '[data-testid="first-workflow"]');
      await check(`${mode} new /dashboard`, page, mode === 'dark' ? 'all' : 'colours');
    }
    expect(found).toEqual({});
  }, 120_000);

  for (const mode of ['light', 'dark'] as const) {
    it(`has none on any signed-in page in ${mode}`, async () => {
      if (!page) throw new Error('the dashboard test above signs in');
      if (!workflowId) {
        const workflow = await account.api.createWorkflow('Access check', setGraph());
        workflowId = workflow.id;
        runId = (await account.api.runToEnd(workflow.id, { n: 2 })).id;
      }
      const team = (await account.api.json('GET', '/api/team', z.array(z.object({ id: z.string() }))))[0];
      const pages: [path: string, ready: string][] = [
        ...workflowPages(workflowId, runId),
        ['/authorizations', '[data-testid="authorizations-empty"]'],
        ['/integrations', '[data-testid="integrations-empty"]'],
        // A callback the server refuses: the error and the ways back.
        ['/oauth2/callback?code=made-up&state=made-up', '[data-testid="oauth2-back"]'],
        ['/teams', '[data-testid="teams-table"]'],
        [`/teams/${team?.id}`, '[data-testid="members-table"]'],
        ['/projects', '[data-testid="new-project"]'],
        ['/datasets', '[data-testid="datasets-empty"]'],
        ['/storage/pdfs', '[data-testid="pdfs-empty"]'],
        ['/billing/pricing', '[data-testid="pricing"]'],
        ['/billing/invoices', '[data-testid="invoices-empty"]'],
        ['/billing/paymethod', '[data-testid="paymethod"]'],
        ['/pages/profile', '[data-testid="profile-details"]'],
      ];
      const { found, check } = walk();
      await chooseMode(page, mode);
      for (const [path, ready] of pages) {
        await goTo(page, path, ready);
        await check(`${mode} ${path}`, page, mode === 'light' ? 'all' : 'colours');
      }
      if (mode === 'dark') await closeContext(page);
      expect(found).toEqual({});
    }, 240_000);
  }

  it('fits a 390 px phone: no page scrolls sideways, the palette is a drawer, no gear over the page', async () => {
    if (!workflowId) throw new Error('the walk above creates the workflow');
    // Rows in every list, so the phone check measures tables and not empty states.
    const Created = z.object({ id: z.string() });
    const project = await account.api.json('POST', '/api/project', Created, {
      name: 'Phone project',
      description: 'A description long enough to need the whole width of a phone screen',
    });
    await account.api.json('POST', '/api/authorization', Created, {
      templateId: 'bearer',
      name: 'Phone token',
      projectId: project.id,
      fields: { token: 'phone-secret-token' },
    });
    await account.api.json('POST', '/api/integration', z.unknown(), {
      templateId: 'form-to-mail',
      name: 'Phone form',
      projectId: project.id,
      settings: { email: 'phone@example.com', subject: 'New form', thanks: 'Thanks!' },
    });
    await account.api.json('POST', '/api/dataset', Created, { name: 'Phone stock', projectId: project.id });
    const phone = await openSignedIn(browser, account.email, '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    const pages: [path: string, ready: string][] = [
      ...workflowPages(workflowId, runId),
      ['/teams', '[data-testid="teams-table"]'],
      ['/projects', '[data-testid="projects-table"]'],
      ['/datasets', '[data-testid="datasets-table"]'],
      ['/authorizations', '[data-testid="authorizations-table"]'],
      ['/integrations', '[data-testid="integrations-table"]'],
      ['/billing/invoices', '[data-testid="invoices-empty"]'],
      ['/pages/profile', '[data-testid="profile-details"]'],
    ];
    const wide: Record<string, string[]> = {};
    for (const [path, ready] of pages) {
      await goTo(phone, path, ready);
      const found = await sideways(phone);
      if (found.length > 0) wide[path] = found;
    }
    expect(wide).toEqual({});
    expect(await phone.getByTestId('settings-fixed').isVisible()).toBe(false);

    // A list with a row opened: the details toggle and its label/value lines pass axe too.
    await goTo(phone, '/workflows', 'text=Access check');
    await phone.getByTestId('row-expand').first().click();
    await phone.getByTestId('row-details').waitFor();
    expect(await seriousViolations(phone, 'all')).toEqual([]);

    // The designer: the canvas keeps the width; the palette opens over it and closes once a step is added.
    await goTo(phone, `/flow/${workflowId}`, '.react-flow__node');
    const canvas = await phone.getByTestId('designer-canvas').boundingBox();
    expect(canvas?.width).toBeGreaterThan(300);
    expect(await phone.getByTestId('designer-palette').count()).toBe(0);
    await openPalette(phone);
    const item = phone.getByTestId('palette-item').first();
    const name = (await item.locator('.MuiListItemText-primary').textContent()) ?? '';
    await item.click();
    await phone.getByTestId('designer-palette').waitFor({ state: 'hidden' });
    // The new step is brought into view on the canvas.
    await phone.getByTestId('step-name').filter({ hasText: name }).first().waitFor();
    await closeContext(phone);
  }, 120_000);
});
