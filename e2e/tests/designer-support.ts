/** Helpers shared by the designer-*.e2e.ts browser tests: API calls, sign-in, canvas gestures. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LoginResponse, RunDetail, RunListResponse, WorkflowResponse } from '@flowlane/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { appUrl, type RunningApp, signedInContext, startBuiltApp, useBrowser } from '../src/index.js';

/** The server processes started with this data directory (read from /proc; Linux only). */
function serversOf(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`DATA_DIR=${dataDir}`)) pids.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

/**
 * Starts an app of the test's own (other settings than the shared one). A first boot creates its
 * database, which on a busy machine can outlast startBuiltApp's 30 s; then that server is stopped and
 * started again on the same, now created, data directory.
 */
export async function startOwnApp(env: Record<string, string>): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flowlane-designer-'));
  try {
    return await startBuiltApp({ ...env, DATA_DIR: dataDir });
  } catch {
    for (const pid of serversOf(dataDir)) process.kill(pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    return startBuiltApp({ ...env, DATA_DIR: dataDir });
  }
}

export const DEMO = { email: 'demo@flowlane.app', password: 'demo1234' } as const;
export const DESKTOP = { width: 1600, height: 960 } as const;

/** A signed-in API client for one account of the app at `base`. */
export type Api = { base: string; token: string };

export async function apiLogin(base: string, email = DEMO.email, password = DEMO.password): Promise<Api> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return { base, token: LoginResponse.parse(await response.json()).token };
}

/** Calls the API as `api`'s account and parses the answer with `schema`; throws on an error status. */
export async function apiCall<T>(
  api: Api,
  method: string,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

/** A new workflow with the spec's defaults (or the given parts); its id. */
export async function createWorkflow(api: Api, body: unknown = {}): Promise<string> {
  return (await apiCall(api, 'POST', '/api/workflow', WorkflowResponse, body)).id;
}

export const getWorkflow = (api: Api, id: string) =>
  apiCall(api, 'GET', `/api/workflow/${id}`, WorkflowResponse);

export async function latestRun(api: Api, workflowId: string) {
  const page = await apiCall(api, 'GET', `/api/workflow/${workflowId}/runs?pageSize=1`, RunListResponse);
  return page.items[0] ?? null;
}

export const getRun = (api: Api, runId: string) => apiCall(api, 'GET', `/api/run/${runId}`, RunDetail);

/** Waits until the workflow's newest run has finished, and returns it with its steps. */
export async function finishedRun(api: Api, workflowId: string, after = 0) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const run = await latestRun(api, workflowId);
    if (run && Date.parse(run.queuedAt) >= after && run.finishedAt) return getRun(api, run.id);
    if (Date.now() > deadline) throw new Error('no finished run within 20 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The demo account on the shared app, for a describe block's tests: its API client and a signed-in page. */
export type DemoSession = { readonly browser: Browser; readonly api: Api; readonly page: Page };

/**
 * For a describe block on the shared app: a browser, the demo account's API client and a page signed in
 * as it (on the dashboard), ready before the block's tests; the browser closes after them.
 */
export function useDemoSession(): DemoSession {
  const browser = useBrowser();
  let ready: { api: Api; page: Page } | undefined;
  beforeAll(async () => {
    ready = { api: await apiLogin(appUrl('')), page: await signIn(browser(), appUrl('')) };
  });
  const get = () => {
    if (!ready) throw new Error('useDemoSession(): the session opens before the tests');
    return ready;
  };
  return {
    get browser() {
      return browser();
    },
    get api() {
      return get().api;
    },
    get page() {
      return get().page;
    },
  };
}

/** A new workflow of `graph`, opened in the designer of `page`; its id. */
export async function openNewWorkflow(session: DemoSession, graph: unknown, query = ''): Promise<string> {
  const id = await createWorkflow(session.api, { graph });
  await openDesigner(session.page, appUrl(''), id, query);
  return id;
}

/** A fresh browser context, signed in (signedInContext), on the dashboard. */
export async function signIn(
  browser: Browser,
  base: string,
  options: { viewport?: { width: number; height: number }; email?: string; password?: string } = {},
): Promise<Page> {
  const context = await signedInContext(
    browser,
    base,
    { username: options.email ?? DEMO.email, password: options.password ?? DEMO.password },
    // The designer copies steps through the system clipboard when the browser allows it.
    { viewport: options.viewport ?? DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] },
  );
  const page = await context.newPage();
  // Leaving a designer with unsaved changes asks (beforeunload); the tests always mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${base}/dashboard`);
  await page.getByTestId('app-shell').waitFor();
  return page;
}

/** Opens the designer of a workflow and waits for its canvas. */
export async function openDesigner(page: Page, base: string, workflowId: string, query = ''): Promise<void> {
  await page.goto(`${base}/flow/${workflowId}${query}`);
  await page.getByTestId('designer-canvas').waitFor();
  await page.locator('[data-testid="palette-item"]').first().waitFor();
}

export const stepNode = (page: Page, nodeId: string): Locator =>
  page.locator(`.react-flow__node[data-id="${nodeId}"]`);

export const stepNodes = (page: Page): Locator => page.locator('.react-flow__node');

/**
 * Adds a step by clicking its entry in the palette (searching for it first); returns the new step's id,
 * read from the step panel that opens with it (the canvas only renders the steps in view).
 */
export async function addStep(page: Page, search: string, serviceId: string): Promise<string> {
  const panel = page.getByTestId('step-panel');
  const before = (await panel.count()) > 0 ? await panel.getAttribute('data-node-id') : null;
  await page.getByTestId('palette-search').fill(search);
  await page.locator(`[data-testid="palette-item"][data-service-id="${serviceId}"]`).click();
  await page.getByTestId('palette-search').fill('');
  for (let i = 0; i < 100; i += 1) {
    const id = (await panel.count()) > 0 ? await panel.getAttribute('data-node-id') : null;
    if (id && id !== before) return id;
    await page.waitForTimeout(50);
  }
  throw new Error(`no step was added for ${serviceId}`);
}

/** The ids of the steps drawn (the canvas draws only those in view). */
export async function stepIds(page: Page): Promise<string[]> {
  return z
    .array(z.string())
    .parse(
      await page.evaluate("[...document.querySelectorAll('.react-flow__node')].map((n) => n.dataset.id)"),
    );
}

/** The output handles a step shows, top to bottom. */
export async function sourceHandles(page: Page, nodeId: string): Promise<string[]> {
  const selector = `.react-flow__node[data-id="${nodeId}"] .react-flow__handle.source`;
  return z
    .array(z.string())
    .parse(
      await page.evaluate(`[...document.querySelectorAll('${selector}')].map((h) => h.dataset.handleid)`),
    );
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags an edge by mouse from a step's output handle to another step's input. */
export async function connect(page: Page, source: string, handle: string, target: string): Promise<void> {
  const from = await centre(
    stepNode(page, source).locator(`.react-flow__handle.source[data-handleid="${handle}"]`),
  );
  const to = await centre(stepNode(page, target).locator('.react-flow__handle.target'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

export const edgeCount = (page: Page) => page.locator('.react-flow__edge').count();

/** Waits for the message bar to show `text` (by test id: a modal dialog hides it from the roles tree). */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByTestId('message-bar').filter({ hasText: text }).first().waitFor();
}

/**
 * Saves in the designer and waits for this save's own answer: an earlier "Workflow saved" may still show,
 * so the message alone does not say this save is done.
 */
export async function saveInDesigner(page: Page, workflowId: string): Promise<void> {
  const saving = page.waitForResponse(
    (r) => r.url().endsWith(`/api/workflow/${workflowId}`) && r.request().method() === 'PUT',
  );
  await page.getByTestId('designer-save').click();
  const answer = await saving;
  if (!answer.ok()) throw new Error(`the designer's save answered ${answer.status()}`);
  await expectMessage(page, 'Workflow saved');
}

type StepSpec = {
  id: string;
  serviceId: string;
  name: string;
  x: number;
  y: number;
  params?: Record<string, unknown>;
  settings?: Record<string, unknown>;
};

/** A workflow graph for POST /api/workflow: steps and [source, handle, target] edges. */
export function graphOf(steps: StepSpec[], edges: Array<[string, string | null, string]>) {
  return {
    schemaVersion: 1,
    nodes: steps.map((s) => ({
      id: s.id,
      serviceId: s.serviceId,
      action: 'run',
      name: s.name,
      position: { x: s.x, y: s.y },
      params: s.params ?? {},
      ...(s.settings ? { settings: s.settings } : {}),
    })),
    edges: edges.map(([source, handle, target]) => ({
      id: `${source}-${handle ?? 'main'}-${target}`,
      source,
      sourceHandle: handle,
      target,
    })),
  };
}

/** The position of a step on the canvas (its transform), to tell moves apart. */
export async function stepPosition(page: Page, nodeId: string): Promise<string> {
  const style = (await stepNode(page, nodeId).getAttribute('style')) ?? '';
  return /transform: ([^;]+)/.exec(style)?.[1] ?? style;
}

/**
 * Presses a shortcut with the focus on no input (shortcuts that act on steps ignore keys typed into a
 * form); clicking the canvas instead would also clear the selection.
 */
export async function onCanvas(page: Page, keys: string): Promise<void> {
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  await page.keyboard.press(keys);
}

/**
 * Opens a step's panel: fits the view, then clicks the step until its panel shows. Fit view animates the
 * canvas, and a click while it moves can land where the step was a moment before.
 */
export async function openStepPanel(page: Page, nodeId: string): Promise<Locator> {
  const panel = page.getByTestId('step-panel');
  const open = panel.and(page.locator(`[data-node-id="${nodeId}"]`));
  await page.getByTestId('designer-fit').click();
  await expect
    .poll(
      async () => {
        if (await open.isVisible()) return true;
        await stepNode(page, nodeId).click();
        return open.isVisible();
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe(true);
  return panel;
}
