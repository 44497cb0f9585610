import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, screenshot } from '../src/index.js';
import {
  createWorkflow,
  expectMessage,
  finishedRun,
  getRun,
  getWorkflow,
  graphOf,
  latestRun,
  openDesigner,
  openNewWorkflow,
  saveInDesigner,
  stepNode,
  useDemoSession,
} from './designer-support.js';

const base = () => appUrl('');
const LIGHT = `?defaultSettings=${encodeURIComponent(
  JSON.stringify({ theme: { main: 'default', toolbar: 'default', navbar: 'default' } }),
)}`;

/** Start → Shape (pinned) → Greet → Shout, in two rows: Greet maps from Shape, Shout from Greet. */
function greetings(extra: { code?: string } = {}) {
  const graph = graphOf(
    [
      { id: 'start', serviceId: 'trigger.manual', name: 'Start', x: 0, y: 0 },
      {
        id: 'shape',
        serviceId: 'data.set',
        name: 'Shape',
        x: 300,
        y: 0,
        params: { values: { name: '{{ trigger.name }}' } },
      },
      extra.code
        ? {
            id: 'greet',
            serviceId: 'code.javascript',
            name: 'Greet',
            x: 0,
            y: 160,
            params: { code: extra.code },
          }
        : {
            id: 'greet',
            serviceId: 'data.set',
            name: 'Greet',
            x: 0,
            y: 160,
            params: { values: { greeting: 'Hello {{ steps.shape.name }}' } },
          },
      {
        id: 'shout',
        serviceId: 'data.set',
        name: 'Shout',
        x: 300,
        y: 160,
        params: { values: { loud: '{{ $uppercase(steps.greet.greeting) }}' } },
      },
    ],
    [
      ['start', null, 'shape'],
      ['shape', null, 'greet'],
      ['greet', null, 'shout'],
    ],
  );
  const shape = graph.nodes.find((n) => n.id === 'shape');
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n === shape ? { ...n, pinnedData: { name: 'Ada' } } : n)),
  };
}

/** Opens a step's Output tab (closing the open panel first: the canvas is wider without it). */
async function openOutputTab(page: Page, nodeId: string): Promise<void> {
  const close = page.getByTestId('step-panel-close');
  if ((await close.count()) > 0) await close.click();
  await stepNode(page, nodeId).click();
  await page.locator(`[data-testid="step-panel"][data-node-id="${nodeId}"]`).waitFor();
  await page.getByTestId('tab-output').click();
}

describe('Test step', () => {
  const demo = useDemoSession();

  it('runs only that step on the pinned data before it, shows the result, and pins it in one click', async () => {
    const id = await openNewWorkflow(demo, greetings());
    await openOutputTab(demo.page, 'greet');
    await demo.page.getByTestId('test-step').click();

    // The panel: the result of this test, and where the data before the step came from.
    const result = demo.page.locator('[data-testid="step-last-run"][data-source="test"]');
    await result.waitFor();
    expect(await demo.page.getByTestId('step-result-status').textContent()).toBe('Succeeded');
    await demo.page.getByTestId('step-last-output').getByText('"greeting": "Hello Ada"').waitFor();
    const sources = demo.page.getByTestId('step-test-sources');
    await sources.getByText('Shape: pinned').waitFor();
    await sources.getByText('Start: no data').waitFor();
    await sources.getByText('No data for: Start.', { exact: false }).waitFor();

    // The canvas: the tested step shows its result; nothing after it ran.
    const greet = stepNode(demo.page, 'greet');
    await greet.locator('[data-status="succeeded"][data-tested="true"]').waitFor();
    expect(await greet.getByTestId('step-output').textContent()).toBe('{"greeting":"Hello Ada"}');
    expect(await stepNode(demo.page, 'shout').getByTestId('step-status').count()).toBe(0);
    expect(await stepNode(demo.page, 'shape').getByTestId('step-status').count()).toBe(0);

    // Recorded as a run with trigger "test" holding that one step.
    const run = await latestRun(demo.api, id);
    expect(run?.trigger).toBe('test');
    const detail = await getRun(demo.api, run?.id ?? '');
    expect(detail.steps.map((s) => s.nodeId)).toEqual(['greet']);

    // The demo's floating Register now button stays beside the step panel, not over it.
    const fab = await demo.page.locator('a[href="/register"]').boundingBox();
    const panel = await demo.page.getByTestId('step-panel').boundingBox();
    expect(fab && panel && fab.x + fab.width <= panel.x).toBe(true);

    for (const [theme, query] of [
      ['dark', ''],
      ['light', LIGHT],
    ] as const) {
      if (query) {
        await openDesigner(demo.page, base(), id, query);
        await openOutputTab(demo.page, 'greet');
        await demo.page.getByTestId('test-step').click();
        await demo.page.locator('[data-testid="step-last-run"][data-source="test"]').waitFor();
      }
      await screenshot(demo.page, `designer-step-test-${theme}`);
    }

    // One click pins the output as the step's test data; saving keeps it with the step.
    await demo.page.getByTestId('pin-output').click();
    expect(await demo.page.getByTestId('pin-output').textContent()).toBe('Pinned');
    await saveInDesigner(demo.page, id);
    const saved = await getWorkflow(demo.api, id);
    expect(saved.graph.nodes.find((n) => n.id === 'greet')?.pinnedData).toEqual({ greeting: 'Hello Ada' });

    // The next step now tests on that pinned output.
    await openOutputTab(demo.page, 'shout');
    await demo.page.getByTestId('test-step').click();
    await demo.page.locator('[data-testid="step-last-run"][data-source="test"]').waitFor();
    await demo.page.getByTestId('step-last-output').getByText('"loud": "HELLO ADA"').waitFor();
    await demo.page.getByTestId('step-test-sources').getByText('Greet: pinned').waitFor();
    await stepNode(demo.page, 'shout').locator('[data-status="succeeded"]').waitFor();
  });

  it('saves unsaved changes first and reports a failing step with its error', async () => {
    const code = "throw new Error('Card declined for ' + input.steps.shape.name);";
    const id = await createWorkflow(demo.api, { graph: greetings({ code }) });
    await openDesigner(demo.page, base(), id);
    // An unsaved change: the test uses the saved workflow, so it saves first.
    await openOutputTab(demo.page, 'shape');
    await demo.page.getByTestId('pinned-data').fill('{"name": "Grace"}');
    await openOutputTab(demo.page, 'greet');
    await demo.page.getByTestId('test-step').click();
    await expectMessage(demo.page, 'Workflow saved');

    await demo.page.locator('[data-testid="step-last-run"][data-source="test"]').waitFor();
    expect(await demo.page.getByTestId('step-result-status').textContent()).toBe('Failed');
    const error = demo.page.getByTestId('step-result-error');
    await error.getByText('Card declined for Grace', { exact: false }).waitFor();
    await stepNode(demo.page, 'greet').locator('[data-status="failed"]').waitFor();
    expect(await demo.page.getByTestId('pin-output').count()).toBe(0);

    const run = await latestRun(demo.api, id);
    expect(run).toMatchObject({ trigger: 'test', status: 'failed' });
  });

  it("listens for a test call: the call to the test URL becomes the Webhook step's test data, used by Run now", async () => {
    const graph = graphOf(
      [
        { id: 'hook', serviceId: 'trigger.webhook', name: 'Order in', x: 0, y: 0 },
        {
          id: 'double',
          serviceId: 'data.set',
          name: 'Double',
          x: 320,
          y: 0,
          params: { values: { doubled: '{{ steps.hook.body.total * 2 }}' } },
        },
      ],
      [['hook', null, 'double']],
    );
    const id = await createWorkflow(demo.api, { graph });
    const { hookId } = await getWorkflow(demo.api, id);
    await openDesigner(demo.page, base(), id);
    await stepNode(demo.page, 'hook').click();
    const panel = demo.page.locator('[data-testid="step-panel"][data-node-id="hook"]');
    await panel.getByTestId('webhook-trigger').waitFor();
    expect(await panel.getByTestId('webhook-production-url').inputValue()).toBe(`${base()}/hooks/${hookId}`);
    expect(await panel.getByTestId('webhook-test-url').inputValue()).toBe(`${base()}/hooks/test/${hookId}`);

    // Not listening: the test URL says what to do and nothing runs.
    const early = await fetch(`${base()}/hooks/test/${hookId}`, { method: 'POST' });
    expect(early.status).toBe(404);

    await panel.getByTestId('listen-test-call').click();
    await panel.getByTestId('test-call-listening').waitFor();
    const call = await fetch(`${base()}/hooks/test/${hookId}?shop=north`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ total: 21 }),
    });
    expect(call.status).toBe(200);
    // The live stream brings it in: shown in the panel as the trigger's test data, and pinned.
    await panel.getByTestId('test-call-captured').waitFor();
    await expectMessage(demo.page, 'Test call captured');
    expect(await panel.getByTestId('trigger-test-data').inputValue()).toContain('"total": 21');
    expect(await latestRun(demo.api, id)).toBeNull();

    // Run now saves the pinned call and starts the run with it instead of an empty body.
    const started = Date.now();
    await demo.page.getByTestId('designer-run').click();
    const run = await finishedRun(demo.api, id, started - 1000);
    expect(run.status).toBe('succeeded');
    expect(run.steps.find((s) => s.nodeId === 'double')?.output).toEqual({ doubled: 42 });
    const saved = await getWorkflow(demo.api, id);
    expect(saved.graph.nodes.find((n) => n.id === 'hook')?.pinnedData).toMatchObject({
      query: { shop: 'north' },
      body: { total: 21 },
    });
  });
});
