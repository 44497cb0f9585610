import { describe, expect, it } from 'vitest';
import { nodeHandles, nodeSize } from '../../apps/web/src/features/designer/model/node-geometry.js';
import { appUrl } from '../src/index.js';
import {
  expectMessage,
  finishedRun,
  getWorkflow,
  graphOf,
  openNewWorkflow,
  saveInDesigner,
  sourceHandles,
  stepNode,
  useDemoSession,
} from './designer-support.js';

const _base = () => appUrl('');

describe('the step panel', () => {
  const demo = useDemoSession();

  it('runs the workflow now and shows each step’s status and output, and Test step’s', async () => {
    const graph = graphOf(
      [
        { id: 'start', serviceId: 'trigger.manual', name: 'Start', x: 0, y: 0 },
        {
          id: 'greet',
          serviceId: 'data.set',
          name: 'Greet',
          x: 320,
          y: 0,
          params: { values: { hello: 'world' } },
        },
      ],
      [['start', null, 'greet']],
    );
    const id = await openNewWorkflow(demo, graph);
    const started = Date.now();
    await demo.page.getByTestId('designer-run').click();
    await expectMessage(demo.page, 'Workflow process has been queued, check Logs tab for detailed results.');
    await stepNode(demo.page, 'greet').locator('[data-status="succeeded"]').waitFor();
    expect(await stepNode(demo.page, 'greet').getByTestId('step-output').textContent()).toBe(
      '{"hello":"world"}',
    );
    await finishedRun(demo.api, id, started - 1000);

    // Test step: runs this step only (saving the change first) and shows its new output.
    await stepNode(demo.page, 'greet').click();
    await demo.page.getByTestId('params-form').getByLabel('Value', { exact: true }).fill('there');
    await demo.page.getByTestId('tab-output').click();
    await demo.page.getByTestId('test-step').click();
    await expectMessage(demo.page, 'Workflow saved');
    await demo.page.getByTestId('step-last-output').getByText('"hello": "there"').waitFor();

    // Pinned data is kept with the step (a JSON editor; invalid JSON is flagged, not saved).
    const pinned = demo.page.getByTestId('pinned-data');
    await pinned.fill('{"hello": ');
    await demo.page.getByText('Not valid JSON', { exact: false }).waitFor();
    await pinned.fill('{"hello": "pinned"}');
    await saveInDesigner(demo.page, id);
    const saved = await getWorkflow(demo.api, id);
    expect(saved.graph.nodes.find((n) => n.id === 'greet')?.pinnedData).toEqual({ hello: 'pinned' });
  });

  it('checks mappings as they are typed and inserts fields and functions at the caret', async () => {
    const graph = graphOf(
      [
        { id: 'hook', serviceId: 'trigger.webhook', name: 'Hook', x: 0, y: 0 },
        { id: 'call', serviceId: 'http.request', name: 'Call', x: 320, y: 0 },
      ],
      [['hook', null, 'call']],
    );
    const _id = await openNewWorkflow(demo, graph);
    await stepNode(demo.page, 'call').click();
    const url = demo.page.getByTestId('param-url');
    await url.fill('https://api.example.com/{{ trigger.body');
    await demo.page.getByText("A mapping is not closed: add '}}'").waitFor();
    await url.fill('https://api.example.com/');
    await demo.page.getByTestId('data-sources-tree').locator('[data-path="trigger.method"]').click();
    expect(await url.inputValue()).toBe('https://api.example.com/{{ trigger.method }}');
    // Inside a mapping, a function goes in bare.
    await url.fill('{{  }}');
    await url.focus();
    await url.press('Home');
    await url.press('ArrowRight');
    await url.press('ArrowRight');
    await url.press('ArrowRight');
    await demo.page.getByTestId('mapper-functions').getByPlaceholder('Search functions').fill('slugify');
    await demo.page.locator('[data-testid="mapper-function"][data-name="slugify"]').click();
    expect(await url.inputValue()).toBe('{{ $slugify() }}');
    await demo.page.getByTestId('mapping-chips').getByText('$slugify()').waitFor();

    // No authorization list yet (404): the picker offers to create one in the library.
    const create = demo.page.getByTestId('authorization-picker').getByTestId('authorization-create');
    expect(await create.getAttribute('href')).toBe('/auth-library');
  });

  it("labels outputs: IF's true and false, Switch cases from its params, and 'error' for the error edge", async () => {
    const graph = graphOf(
      [
        { id: 'hook', serviceId: 'trigger.webhook', name: 'Hook', x: 0, y: 0 },
        { id: 'check', serviceId: 'flow.if', name: 'Check', x: 320, y: 0 },
        {
          id: 'route',
          serviceId: 'flow.switch',
          name: 'Route',
          x: 640,
          y: 0,
          params: { cases: [{ handle: 'eu', label: 'Europe', value: 'eu' }] },
        },
      ],
      [['hook', null, 'check']],
    );
    const _id = await openNewWorkflow(demo, graph);
    const handles = (node: string) => sourceHandles(demo.page, node);
    expect(await handles('check')).toEqual(['true', 'false']);
    expect(await handles('route')).toEqual(['eu', 'default']);
    expect(await stepNode(demo.page, 'route').getByText('Europe').count()).toBe(1);

    await stepNode(demo.page, 'check').click();
    await demo.page.getByRole('tab', { name: 'Settings' }).click();
    await demo.page.getByRole('combobox', { name: 'On error' }).click();
    await demo.page.getByRole('option', { name: 'Follow the error output' }).click();
    await stepNode(demo.page, 'check').getByTestId('handle-error').waitFor();
    expect(await handles('check')).toEqual(['true', 'false', 'error']);

    // A new case is a new output.
    await demo.page.getByTestId('step-panel-close').click();
    await stepNode(demo.page, 'route').click();
    const cases = demo.page.getByTestId('param-cases');
    await cases.fill('[{"handle": "eu", "label": "Europe"}, {"handle": "us", "label": "Americas"}]');
    await demo.page.getByTestId('step-panel-close').click();
    await stepNode(demo.page, 'route').getByText('Americas').waitFor();
    expect(await handles('route')).toEqual(['eu', 'us', 'default']);
  });

  it('draws steps at the size and with the handles worked out before drawing them', async () => {
    const graph = graphOf(
      [
        { id: 'hook', serviceId: 'trigger.webhook', name: 'Hook', x: 0, y: 0 },
        { id: 'check', serviceId: 'flow.if', name: 'Check', x: 320, y: 0 },
        {
          id: 'route',
          serviceId: 'flow.switch',
          name: 'Route',
          x: 640,
          y: 0,
          params: { cases: [{ handle: 'a', label: 'A' }] },
        },
        {
          id: 'call',
          serviceId: 'http.request',
          name: 'Call',
          x: 0,
          y: 200,
          settings: { onError: 'errorEdge' },
        },
      ],
      [['hook', null, 'check']],
    );
    const _id = await openNewWorkflow(demo, graph);
    const main = [{ id: 'main', label: 'Output' }];
    const expected = {
      hook: { handles: main, hasInput: false, hasIssues: false, hasOutput: false },
      check: {
        handles: [
          { id: 'true', label: 'True' },
          { id: 'false', label: 'False' },
        ],
        hasInput: true,
        hasIssues: false,
        hasOutput: false,
      },
      route: {
        handles: [
          { id: 'a', label: 'A' },
          { id: 'default', label: 'Default' },
        ],
        hasInput: true,
        hasIssues: false,
        hasOutput: false,
      },
      // No URL yet: the server reports it, and the problems line adds to the height.
      call: {
        handles: [...main, { id: 'error', label: 'Error' }],
        hasInput: true,
        hasIssues: true,
        hasOutput: false,
      },
    };
    for (const [nodeId, content] of Object.entries(expected)) {
      // String code: the e2e tsconfig has no DOM types.
      const drawn: unknown = await demo.page.evaluate(`(() => {
        const node = document.querySelector('.react-flow__node[data-id="${nodeId}"]');
        const box = node.getBoundingClientRect();
        const zoom = box.width / node.offsetWidth;
        return {
          size: { width: Math.round(box.width / zoom), height: Math.round(box.height / zoom) },
          handles: [...node.querySelectorAll('.react-flow__handle')].map((handle) => {
            const at = handle.getBoundingClientRect();
            return [handle.getAttribute('data-handleid'), (at.left - box.left) / zoom, (at.top - box.top) / zoom];
          }),
        };
      })()`);
      expect(drawn).toEqual({
        size: nodeSize(content),
        handles: nodeHandles(content).map((h) => [h.id, h.x, h.y]),
      });
    }
  });
});
