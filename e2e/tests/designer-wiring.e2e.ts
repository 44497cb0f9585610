import { WorkflowResponse } from '@flowlane/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, setTeamPlan, useBrowser } from '../src/index.js';
import { addStep, edgeCount, graphOf, onCanvas, stepNode } from './designer-support.js';
import {
  Api,
  closeContext,
  createAccount,
  databaseUrl,
  signIn,
  url,
  useTeamsServer,
} from './teams-support.js';

const LIGHT = `?defaultSettings=${encodeURIComponent(
  JSON.stringify({ theme: { main: 'default', toolbar: 'default', navbar: 'default' } }),
)}`;

/** A manual trigger → IF, whose true branch leads to a Set step; start and IF on one line. */
const graph = () =>
  graphOf(
    [
      { id: 'start', serviceId: 'trigger.manual', name: 'Start', x: 0, y: 0 },
      { id: 'check', serviceId: 'flow.if', name: 'Check', x: 560, y: 0, params: { condition: '{{ true }}' } },
      { id: 'done', serviceId: 'data.set', name: 'Done', x: 900, y: 0 },
    ],
    [
      ['start', null, 'check'],
      ['check', 'true', 'done'],
    ],
  );

/** The ids of the canvas's edges ("source-handle-target"), sorted; all in view first (only those are drawn). */
async function wires(page: Page): Promise<string[]> {
  await fit(page);
  const ids = await page
    .locator('.react-flow__edge')
    .evaluateAll((edges) => edges.map((e) => e.getAttribute('data-id') ?? ''));
  return ids.sort();
}

async function fit(page: Page) {
  await page.getByTestId('designer-fit').click();
  await page.waitForTimeout(400);
}

describe('a designer that wires itself, and the plan warning before saving', () => {
  // The team's plan is set in the database (PostgreSQL), as billing would.
  useTeamsServer({ postgres: true });
  const browser = useBrowser();

  it('wires added steps, inserts from an IF branch and onto an edge, undoes each, and warns about the plan', async () => {
    const email = await createAccount('Wren Wiring');
    const api = await Api.login(email);
    const team = await api.currentTeam();
    await setTeamPlan(databaseUrl(), team.id, 'flow-free');
    const created = await api.createWorkflow('Wiring');
    const workflow = await api.json('PUT', `/api/workflow/${created.id}`, WorkflowResponse, {
      data: created.data,
      graph: graph(),
    });
    const page = await signIn(browser(), email, `/flow/${workflow.id}`);
    await page.getByTestId('designer-canvas').waitFor();
    await page.locator('[data-testid="palette-item"]').first().waitFor();
    await fit(page);
    expect(await wires(page)).toEqual(['check-true-done', 'start-main-check']);
    // No plan warning while no step needs what Flow Free lacks.
    expect(await page.getByTestId('workflow-issues').count()).toBe(0);

    // Added after the selected step: placed right of it and wired from its output.
    await stepNode(page, 'done').click();
    const after = await addStep(page, 'set', 'data.set');
    expect(await wires(page)).toEqual(['check-true-done', `done-main-${after}`, 'start-main-check']);
    const doneBox = await stepNode(page, 'done').boundingBox();
    const afterBox = await stepNode(page, after).boundingBox();
    // Right of it, clear of it, on the same line (boxes are in screen pixels; the view is zoomed to fit).
    expect((afterBox?.x ?? 0) - (doneBox?.x ?? 0)).toBeGreaterThan(doneBox?.width ?? 0);
    expect(Math.abs((afterBox?.y ?? 0) - (doneBox?.y ?? 0))).toBeLessThan(5);

    // The "+" of the IF's true branch: the palette's choice goes between the IF and the step it led to.
    await page.getByTestId('step-panel-close').click();
    await fit(page);
    await stepNode(page, 'check').hover();
    await stepNode(page, 'check').getByTestId('add-after-true').click();
    await page.getByTestId('palette-picking').waitFor();
    const between = await addStep(page, 'set', 'data.set');
    expect(await page.getByTestId('palette-picking').count()).toBe(0);
    expect(await wires(page)).toEqual(
      [`${between}-main-done`, `check-true-${between}`, `done-main-${after}`, 'start-main-check'].sort(),
    );
    // One undo takes the step and its wiring back out; redo puts both back.
    await onCanvas(page, 'Control+z');
    expect(await wires(page)).toEqual(['check-true-done', `done-main-${after}`, 'start-main-check']);
    expect(await stepNode(page, between).count()).toBe(0);
    await onCanvas(page, 'Control+Shift+z');
    expect(await wires(page)).toContain(`check-true-${between}`);

    // The false branch's "+" is there while the output leads nowhere; theme screenshots with the "+"s.
    await fit(page);
    await stepNode(page, 'check').getByTestId('add-after-false').waitFor();
    await screenshot(page, 'designer-wiring-dark');

    // A step dropped onto the trigger → IF edge goes into it.
    const edge = page.locator('.react-flow__edge[data-id="start-main-check"]');
    const item = page.locator('[data-testid="palette-item"][data-service-id="data.set"]');
    await page.getByTestId('palette-search').fill('set');
    await item.dragTo(edge);
    await page.getByTestId('palette-search').fill('');
    const dropped = await page.getByTestId('step-panel').getAttribute('data-node-id');
    expect(dropped).toBeTruthy();
    expect(await wires(page)).toContain(`start-main-${dropped}`);
    expect(await wires(page)).toContain(`${dropped}-main-check`);
    expect(await wires(page)).not.toContain('start-main-check');
    await onCanvas(page, 'Control+z');
    expect(await wires(page)).toContain('start-main-check');
    await expect.poll(() => edgeCount(page)).toBe(4);

    // An HTTP Request on Flow Free: the problems list warns before saving and names the plans with it.
    await stepNode(page, 'start').click();
    const http = await addStep(page, 'http', 'http.request');
    await page.getByTestId('workflow-issues').click();
    const warning = page.locator(`[data-testid="plan-issue"][data-node-id="${http}"]`);
    await warning.waitFor();
    const text = (await warning.textContent()) ?? '';
    expect(text).toContain('HTTP requests');
    expect(text).toContain('Flow Free');
    expect(text).toContain('Flow Starter, Flow Business, Flow Enterprise');
    expect(await warning.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/billing/pricing',
    );
    await screenshot(page, 'designer-wiring-plan-warning');
    await page.keyboard.press('Escape');
    // Saving is not refused (a run would be): the warning stays after the save.
    await page.keyboard.press('Control+s');
    await page.getByTestId('message-bar').filter({ hasText: 'Workflow saved' }).first().waitFor();
    await page.getByTestId('workflow-issues').waitFor();

    // A webhook turned on in the settings is refused by the server's plan rule; the dialog shows its words.
    await page.getByTestId('designer-settings').click();
    const dialog = page.getByTestId('workflow-settings');
    await dialog.getByTestId('webhook-active').locator('input').check();
    await dialog.getByTestId('settings-save').click();
    const refusal =
      'Error: Your plan (Flow Free) does not include Webhooks. Upgrade your plan at /billing/pricing to use it.';
    await page.getByTestId('message-bar').filter({ hasText: refusal }).first().waitFor();
    await expect.poll(() => dialog.getByTestId('settings-error').textContent()).toBe(refusal);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The light theme, with the "+"s and the warning badge.
    await page.goto(url(`/flow/${workflow.id}${LIGHT}`));
    await page.locator('[data-testid="palette-item"]').first().waitFor();
    await fit(page);
    await screenshot(page, 'designer-wiring-light');
    await closeContext(page);
  });
});
