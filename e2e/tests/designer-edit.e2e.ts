import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser } from '../src/index.js';
import {
  type Api,
  addStep,
  apiLogin,
  createWorkflow,
  edgeCount,
  expectMessage,
  getWorkflow,
  graphOf,
  onCanvas,
  openDesigner,
  saveInDesigner,
  signIn,
  stepIds,
  stepNode,
  stepNodes,
  stepPosition,
} from './designer-support.js';

const base = () => appUrl('');

/** Webhook → Set, far enough apart to tell a layout from the start. */
const twoSteps = () =>
  graphOf(
    [
      { id: 'hook', serviceId: 'trigger.webhook', name: 'Hook', x: 0, y: 0 },
      { id: 'shape', serviceId: 'data.set', name: 'Shape', x: 300, y: 400 },
    ],
    [['hook', null, 'shape']],
  );

describe('editing in the designer', () => {
  let browser: Browser;
  let api: Api;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await apiLogin(base());
    page = await signIn(browser, base());
  });
  afterAll(() => browser.close());

  it('deletes, moves and lays out steps, each undone and redone by keyboard and toolbar', async () => {
    const id = await createWorkflow(api, { graph: twoSteps() });
    await openDesigner(page, base(), id);
    expect(await stepIds(page)).toEqual(['hook', 'shape']);

    await stepNode(page, 'shape').click();
    await page.getByTestId('step-panel-close').click();
    await onCanvas(page, 'Delete');
    expect(await stepNodes(page).count()).toBe(1);
    await page.keyboard.press('Control+z');
    expect(await stepNodes(page).count()).toBe(2);
    await expect.poll(() => edgeCount(page)).toBe(1);
    await page.keyboard.press('Control+Shift+z');
    expect(await stepNodes(page).count()).toBe(1);
    await page.getByTestId('designer-undo').click();
    expect(await stepNodes(page).count()).toBe(2);

    // A drag is one undo step.
    const before = await stepPosition(page, 'hook');
    const box = await stepNode(page, 'hook').boundingBox();
    if (!box) throw new Error('the step is not on screen');
    await page.mouse.move(box.x + 60, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, box.y + 80, { steps: 8 });
    await page.mouse.up();
    expect(await stepPosition(page, 'hook')).not.toBe(before);
    await onCanvas(page, 'Control+z');
    expect(await stepPosition(page, 'hook')).toBe(before);
    await page.keyboard.press('Control+y');
    expect(await stepPosition(page, 'hook')).not.toBe(before);

    await page.getByTestId('designer-layout').click();
    const hook = await stepNode(page, 'hook').boundingBox();
    const shape = await stepNode(page, 'shape').boundingBox();
    expect(Math.abs((hook?.y ?? 0) - (shape?.y ?? 0))).toBeLessThan(40);
    expect((shape?.x ?? 0) - (hook?.x ?? 0)).toBeGreaterThan(200);
    await page.getByTestId('designer-redo').waitFor();
    expect(await page.getByTestId('designer-redo').isDisabled()).toBe(true);
    await page.getByTestId('designer-undo').click();
    expect(await page.getByTestId('designer-redo').isDisabled()).toBe(false);
  });

  it('copies steps and pastes them in the same workflow and in another one', async () => {
    const first = await createWorkflow(api, { graph: twoSteps() });
    const second = await createWorkflow(api);
    await openDesigner(page, base(), first);
    await onCanvas(page, 'Control+a');
    await page.keyboard.press('Control+c');
    // Pasted where the pointer is: the copy of Hook there, Shape's copy below and right of it.
    await page.mouse.move(700, 200);
    await page.keyboard.press('Control+v');
    await expect
      .poll(async () => (await stepIds(page)).sort())
      .toEqual(['hook', 'hook_2', 'shape', 'shape_2']);
    await expect.poll(() => edgeCount(page)).toBe(2);
    expect(await stepNode(page, 'shape_2').getByTestId('step-name').textContent()).toBe('Shape 2');
    await saveInDesigner(page, first);

    await openDesigner(page, base(), second);
    expect(await stepNodes(page).count()).toBe(0);
    await onCanvas(page, 'Control+v');
    // Both pasted steps appear (React Flow may draw them over two frames).
    await expect.poll(async () => (await stepIds(page)).sort()).toEqual(['hook', 'shape']);
    await expect.poll(() => edgeCount(page)).toBe(1);
    await saveInDesigner(page, second);
    const saved = await getWorkflow(api, second);
    expect(saved.graph.nodes.map((n) => n.name).sort()).toEqual(['Hook', 'Shape']);
    expect(saved.graph.edges).toEqual([
      { id: 'hook-main-shape', source: 'hook', sourceHandle: null, target: 'shape' },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const id = await createWorkflow(api, { graph: twoSteps() });
    await openDesigner(page, base(), id);
    await stepNode(page, 'shape').click();
    await page.getByTestId('step-name-input').fill('Renamed');
    await page.getByTestId('unsaved-indicator').waitFor();
    await page.locator('[data-nav-id="dashboard"]').first().click();
    const dialog = page.getByTestId('unsaved-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toContain(`/flow/${id}`);
    await page.locator('[data-nav-id="dashboard"]').first().click();
    await dialog.getByTestId('unsaved-leave').click();
    await page.waitForURL('**/dashboard');
    expect((await getWorkflow(api, id)).graph.nodes.find((n) => n.id === 'shape')?.name).toBe('Shape');
  });

  it('edits the schedule and shows the saved words and next five runs', async () => {
    const id = await createWorkflow(api);
    await openDesigner(page, base(), id);
    await page.getByTestId('designer-settings').click();
    const dialog = page.getByTestId('workflow-settings');
    await dialog.getByTestId('settings-title').fill('Hourly report');
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Hours' }).click();
    await dialog.getByTestId('schedule-every').fill('2');
    await dialog.getByTestId('settings-save').click();
    await expectMessage(page, 'Workflow saved');
    await dialog.getByTestId('schedule-text').getByText('Every 2 hours at minute 0').waitFor();
    expect(await dialog.getByTestId('schedule-next-runs').locator('li').count()).toBe(5);
    expect(await page.getByTestId('designer-title').textContent()).toBe('Hourly report');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it("keeps one schedule: the Schedule step edits the settings' schedule, and a schedule no step can enter is flagged", async () => {
    const id = await createWorkflow(api, { graph: twoSteps() });
    await openDesigner(page, base(), id);
    await page.getByTestId('designer-settings').click();
    const dialog = page.getByTestId('workflow-settings');
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Hours' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    // Nothing applied: Cancel dropped the draft. Turn it on again and keep it this time (unsaved).
    await page.getByTestId('designer-settings').click();
    expect(await dialog.getByTestId('schedule-active').locator('input').isChecked()).toBe(false);
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByTestId('settings-save').click();
    await expectMessage(page, 'Workflow saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Only a webhook can start this workflow: the scheduled runs would fail, and the issues say so.
    await page.getByTestId('workflow-issues').click();
    const issue = page.locator('[data-testid="trigger-issue"][data-code="noScheduleEntry"]');
    await issue.waitFor();
    await page.keyboard.press('Escape');

    // A Schedule step shows that same schedule, and the warning goes.
    const tick = await addStep(page, 'Schedule', 'trigger.schedule');
    const panel = page.locator(`[data-testid="step-panel"][data-node-id="${tick}"]`);
    await panel.getByTestId('schedule-trigger').waitFor();
    expect(await panel.getByTestId('schedule-active').locator('input').isChecked()).toBe(true);
    expect(await panel.getByTestId('schedule-type').inputValue()).toBe('minute');
    expect(await issue.count()).toBe(0);

    // Edited on the step, it is the workflow's schedule the settings dialog shows. The save is slowed on
    // purpose: the settings' "Workflow saved" may still show, and only this save's answer says it is done.
    await page.route(`**/api/workflow/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    });
    await panel.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Hours' }).click();
    await panel.getByTestId('schedule-every').fill('3');
    await saveInDesigner(page, id);
    const saved = await getWorkflow(api, id);
    expect(saved.data.schedule).toMatchObject({ active: true, period: { type: 'hour', value: 3 } });
    expect(saved.graph.nodes.find((n) => n.id === tick)?.params).toEqual({});
    await panel.getByTestId('schedule-text').getByText('Every 3 hours at minute 0').waitFor();
    await page.getByTestId('designer-settings').click();
    expect(await dialog.getByTestId('schedule-every').inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says when the workflow or the services cannot be loaded', async () => {
    await page.goto(appUrl(`/flow/${randomUUID()}`));
    await expectMessage(page, 'Error loading workflow.');

    const id = await createWorkflow(api);
    await page.route('**/api/service-library/services', (route) =>
      route.fulfill({ status: 500, json: { message: 'down', code: 'INTERNAL_ERROR' } }),
    );
    await page.goto(appUrl(`/flow/${id}`));
    await expectMessage(page, 'Error loading services.');
    await page.unroute('**/api/service-library/services');
  });
});
