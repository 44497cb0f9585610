import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../src/index.js';
import {
  addStep,
  createWorkflow,
  edgeCount,
  expectMessage,
  getWorkflow,
  graphOf,
  onCanvas,
  openDesigner,
  openNewWorkflow,
  saveInDesigner,
  stepIds,
  stepNode,
  stepNodes,
  stepPosition,
  useDemoSession,
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
  const demo = useDemoSession();

  it('deletes, moves and lays out steps, each undone and redone by keyboard and toolbar', async () => {
    const _id = await openNewWorkflow(demo, twoSteps());
    expect(await stepIds(demo.page)).toEqual(['hook', 'shape']);

    await stepNode(demo.page, 'shape').click();
    await demo.page.getByTestId('step-panel-close').click();
    await onCanvas(demo.page, 'Delete');
    expect(await stepNodes(demo.page).count()).toBe(1);
    await demo.page.keyboard.press('Control+z');
    expect(await stepNodes(demo.page).count()).toBe(2);
    await expect.poll(() => edgeCount(demo.page)).toBe(1);
    await demo.page.keyboard.press('Control+Shift+z');
    expect(await stepNodes(demo.page).count()).toBe(1);
    await demo.page.getByTestId('designer-undo').click();
    expect(await stepNodes(demo.page).count()).toBe(2);

    // A drag is one undo step.
    const before = await stepPosition(demo.page, 'hook');
    const box = await stepNode(demo.page, 'hook').boundingBox();
    if (!box) throw new Error('the step is not on screen');
    await demo.page.mouse.move(box.x + 60, box.y + 20);
    await demo.page.mouse.down();
    await demo.page.mouse.move(box.x + 160, box.y + 80, { steps: 8 });
    await demo.page.mouse.up();
    expect(await stepPosition(demo.page, 'hook')).not.toBe(before);
    await onCanvas(demo.page, 'Control+z');
    expect(await stepPosition(demo.page, 'hook')).toBe(before);
    await demo.page.keyboard.press('Control+y');
    expect(await stepPosition(demo.page, 'hook')).not.toBe(before);

    await demo.page.getByTestId('designer-layout').click();
    const hook = await stepNode(demo.page, 'hook').boundingBox();
    const shape = await stepNode(demo.page, 'shape').boundingBox();
    expect(Math.abs((hook?.y ?? 0) - (shape?.y ?? 0))).toBeLessThan(40);
    expect((shape?.x ?? 0) - (hook?.x ?? 0)).toBeGreaterThan(200);
    await demo.page.getByTestId('designer-redo').waitFor();
    expect(await demo.page.getByTestId('designer-redo').isDisabled()).toBe(true);
    await demo.page.getByTestId('designer-undo').click();
    expect(await demo.page.getByTestId('designer-redo').isDisabled()).toBe(false);
  });

  it('copies steps and pastes them in the same workflow and in another one', async () => {
    const first = await createWorkflow(demo.api, { graph: twoSteps() });
    const second = await createWorkflow(demo.api);
    await openDesigner(demo.page, base(), first);
    await onCanvas(demo.page, 'Control+a');
    await demo.page.keyboard.press('Control+c');
    // Pasted where the pointer is: the copy of Hook there, Shape's copy below and right of it.
    await demo.page.mouse.move(700, 200);
    await demo.page.keyboard.press('Control+v');
    await expect
      .poll(async () => (await stepIds(demo.page)).sort())
      .toEqual(['hook', 'hook_2', 'shape', 'shape_2']);
    await expect.poll(() => edgeCount(demo.page)).toBe(2);
    expect(await stepNode(demo.page, 'shape_2').getByTestId('step-name').textContent()).toBe('Shape 2');
    await saveInDesigner(demo.page, first);

    await openDesigner(demo.page, base(), second);
    expect(await stepNodes(demo.page).count()).toBe(0);
    await onCanvas(demo.page, 'Control+v');
    // Both pasted steps appear (React Flow may draw them over two frames).
    await expect.poll(async () => (await stepIds(demo.page)).sort()).toEqual(['hook', 'shape']);
    await expect.poll(() => edgeCount(demo.page)).toBe(1);
    await saveInDesigner(demo.page, second);
    const saved = await getWorkflow(demo.api, second);
    expect(saved.graph.nodes.map((n) => n.name).sort()).toEqual(['Hook', 'Shape']);
    expect(saved.graph.edges).toEqual([
      { id: 'hook-main-shape', source: 'hook', sourceHandle: null, target: 'shape' },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const id = await openNewWorkflow(demo, twoSteps());
    await stepNode(demo.page, 'shape').click();
    await demo.page.getByTestId('step-name-input').fill('Renamed');
    await demo.page.getByTestId('unsaved-indicator').waitFor();
    await demo.page.locator('[data-nav-id="dashboard"]').first().click();
    const dialog = demo.page.getByTestId('unsaved-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(demo.page.url()).toContain(`/flow/${id}`);
    await demo.page.locator('[data-nav-id="dashboard"]').first().click();
    await dialog.getByTestId('unsaved-leave').click();
    await demo.page.waitForURL('**/dashboard');
    expect((await getWorkflow(demo.api, id)).graph.nodes.find((n) => n.id === 'shape')?.name).toBe('Shape');
  });

  it('edits the schedule and shows the saved words and next five runs', async () => {
    const id = await createWorkflow(demo.api);
    await openDesigner(demo.page, base(), id);
    await demo.page.getByTestId('designer-settings').click();
    const dialog = demo.page.getByTestId('workflow-settings');
    await dialog.getByTestId('settings-title').fill('Hourly report');
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await demo.page.getByRole('option', { name: 'Hours' }).click();
    await dialog.getByTestId('schedule-every').fill('2');
    await dialog.getByTestId('settings-save').click();
    await expectMessage(demo.page, 'Workflow saved');
    await dialog.getByTestId('schedule-text').getByText('Every 2 hours at minute 0').waitFor();
    expect(await dialog.getByTestId('schedule-next-runs').locator('li').count()).toBe(5);
    expect(await demo.page.getByTestId('designer-title').textContent()).toBe('Hourly report');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it("keeps one schedule: the Schedule step edits the settings' schedule, and a schedule no step can enter is flagged", async () => {
    const id = await openNewWorkflow(demo, twoSteps());
    await demo.page.getByTestId('designer-settings').click();
    const dialog = demo.page.getByTestId('workflow-settings');
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await demo.page.getByRole('option', { name: 'Hours' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    // Nothing applied: Cancel dropped the draft. Turn it on again and keep it this time (unsaved).
    await demo.page.getByTestId('designer-settings').click();
    expect(await dialog.getByTestId('schedule-active').locator('input').isChecked()).toBe(false);
    await dialog.getByTestId('schedule-active').locator('input').check();
    await dialog.getByTestId('settings-save').click();
    await expectMessage(demo.page, 'Workflow saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Only a webhook can start this workflow: the scheduled runs would fail, and the issues say so.
    await demo.page.getByTestId('workflow-issues').click();
    const issue = demo.page.locator('[data-testid="trigger-issue"][data-code="noScheduleEntry"]');
    await issue.waitFor();
    await demo.page.keyboard.press('Escape');

    // A Schedule step shows that same schedule, and the warning goes.
    const tick = await addStep(demo.page, 'Schedule', 'trigger.schedule');
    const panel = demo.page.locator(`[data-testid="step-panel"][data-node-id="${tick}"]`);
    await panel.getByTestId('schedule-trigger').waitFor();
    expect(await panel.getByTestId('schedule-active').locator('input').isChecked()).toBe(true);
    expect(await panel.getByTestId('schedule-type').inputValue()).toBe('minute');
    expect(await issue.count()).toBe(0);

    // Edited on the step, it is the workflow's schedule the settings dialog shows. The save is slowed on
    // purpose: the settings' "Workflow saved" may still show, and only this save's answer says it is done.
    await demo.page.route(`**/api/workflow/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    });
    await panel.getByRole('combobox', { name: 'Repeat' }).click();
    await demo.page.getByRole('option', { name: 'Hours' }).click();
    await panel.getByTestId('schedule-every').fill('3');
    await saveInDesigner(demo.page, id);
    const saved = await getWorkflow(demo.api, id);
    expect(saved.data.schedule).toMatchObject({ active: true, period: { type: 'hour', value: 3 } });
    expect(saved.graph.nodes.find((n) => n.id === tick)?.params).toEqual({});
    await panel.getByTestId('schedule-text').getByText('Every 3 hours at minute 0').waitFor();
    await demo.page.getByTestId('designer-settings').click();
    expect(await dialog.getByTestId('schedule-every').inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says when the workflow or the services cannot be loaded', async () => {
    await demo.page.goto(appUrl(`/flow/${randomUUID()}`));
    await expectMessage(demo.page, 'Error loading workflow.');

    const id = await createWorkflow(demo.api);
    await demo.page.route('**/api/service-library/services', (route) =>
      route.fulfill({ status: 500, json: { message: 'down', code: 'INTERNAL_ERROR' } }),
    );
    await demo.page.goto(appUrl(`/flow/${id}`));
    await expectMessage(demo.page, 'Error loading services.');
    await demo.page.unroute('**/api/service-library/services');
  });
});
