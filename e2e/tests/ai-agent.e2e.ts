/**
 * Issue 52, the AI Agent step in the designer: an `openai` authorization pointing at a fake
 * OpenAI-compatible server, Manual trigger → AI Agent built by mouse, its HTTP Request tool chosen in the
 * panel's tools picker; saved and run, the run log shows the agent's model turns and its tool call under
 * it, and the final answer; a reload keeps the tool. A workflow tool added in Arabic makes two: run again,
 * one turn calls both, and the run log holds both calls. The model and the API the tool calls are local, so
 * the test runs its own app with ALLOW_PRIVATE_NETWORK. AGENT_SHOTS_DIR (default /tmp/agent-shots) gets
 * the panel with the picker in light, dark and Arabic, for a person to look at.
 */
import { BillingConfig, PLANS, SandboxPaymentMethod } from '@flowlane/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chooseOption,
  jsonBodyOf,
  type LocalServer,
  launchBrowser,
  listenLocal,
  type RunningApp,
  saveElementShot,
  savePageShot,
} from '../src/index.js';
import {
  type Api,
  addStep,
  apiCall,
  apiLogin,
  createWorkflow,
  edgeCount,
  expectMessage,
  finishedRun,
  getWorkflow,
  openDesigner,
  openStepPanel,
  saveInDesigner,
  signIn,
  startOwnApp,
  stepNode,
} from './designer-support.js';
import { chooseLanguage, chooseMode } from './shell-support.js';

const SHOTS = process.env.AGENT_SHOTS_DIR ?? '/tmp/agent-shots';
const FORECAST = { city: 'Izmir', sky: 'sunny', celsius: 24 };
const FORECAST_SCHEMA = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};
const ANSWER = 'It is sunny in Izmir, 24 °C.';

const ChatRequest = z.object({
  model: z.string(),
  messages: z.array(z.looseObject({ role: z.string() })),
  tools: z.array(z.object({ function: z.object({ name: z.string() }) })).optional(),
});

/**
 * An OpenAI-compatible chat-completions server (the wire format of services' fake-models.ts): while no
 * tool result is in the conversation it calls, in one turn, the HTTP Request tool on `forecastUrl` and
 * the `forecast` workflow tool if it is offered; then it answers.
 */
function fakeModel(forecastUrl: () => string) {
  const requests: z.infer<typeof ChatRequest>[] = [];
  const started = listenLocal((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = ChatRequest.parse(await jsonBodyOf(req));
      requests.push(body);
      const offered = (body.tools ?? []).map((t) => t.function.name);
      const calls = [
        ...offered
          .filter((name) => name.includes('http'))
          .map((name) => ({ name, arguments: JSON.stringify({ url: forecastUrl(), method: 'GET' }) })),
        ...offered
          .filter((name) => name === 'forecast')
          .map((name) => ({ name, arguments: JSON.stringify({ city: 'Izmir' }) })),
      ];
      const answered = body.messages.some((m) => m.role === 'tool');
      const message =
        calls.length > 0 && !answered
          ? {
              role: 'assistant',
              content: null,
              tool_calls: calls.map((fn, i) => ({ id: `call_${i + 1}`, type: 'function', function: fn })),
            }
          : { role: 'assistant', content: ANSWER };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message, finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 20, completion_tokens: 7, total_tokens: 27 },
        }),
      );
    })();
  });
  return { started, requests };
}

/** Saves an element's picture under SHOTS. */
const shoot = (target: Locator, name: string) => saveElementShot(SHOTS, target, name);

/** Saves the whole page's picture under SHOTS. */
const shootPage = (page: Page, name: string) => savePageShot(SHOTS, page, name);

const openStep = openStepPanel;

/** AI steps are on Flow Enterprise: the team subscribes to it in the billing sandbox with a test card. */
async function subscribeToAiPlan(api: Api): Promise<void> {
  const config = BillingConfig.parse(await (await fetch(`${api.base}/api/billing/config`)).json());
  const card = await fetch(`${api.base}${config.sandboxApiBase}/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' },
    }),
  });
  const paymentMethod = SandboxPaymentMethod.parse(await card.json()).id;
  const plan = PLANS.find((p) => p.aimodel)?.stripe_id;
  await apiCall(api, 'POST', '/api/subscription', z.unknown(), {
    name: 'Demo User',
    email: 'demo@flowlane.app',
    line1: '1 Test Street',
    city: 'Izmir',
    country: 'TR',
    paymentMethod,
    planId: plan,
  });
}

describe('the AI Agent step with its tools picker', () => {
  let app: RunningApp;
  let browser: Browser;
  let forecast: LocalServer;
  let model: LocalServer;
  let api: Api;
  const fake = fakeModel(() => `${forecast.url}/forecast?city=Izmir`);
  let forecastCalls = 0;

  beforeAll(async () => {
    [app, browser, forecast, model] = await Promise.all([
      startOwnApp({ ALLOW_PRIVATE_NETWORK: 'true' }),
      launchBrowser(),
      listenLocal((_req, res) => {
        forecastCalls += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(FORECAST));
      }),
      fake.started,
    ]);
    api = await apiLogin(app.url);
    await subscribeToAiPlan(api);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    forecast?.server.close();
    model?.server.close();
  });

  it('builds Manual trigger → AI Agent with an HTTP Request tool, then a workflow tool, runs it with each and logs every turn and call', async () => {
    await apiCall(api, 'POST', '/api/authorization', z.unknown(), {
      templateId: 'openai',
      name: 'Local model',
      fields: { baseUrl: `${model.url}/v1`, apiKey: 'sk-e2e', model: 'e2e-model' },
    });
    const id = await createWorkflow(api, { data: { title: 'Weather agent' } });
    const lookup = await createWorkflow(api, {
      data: {
        title: 'Forecast lookup',
        mcp: {
          enabled: true,
          name: 'forecast',
          description: 'The forecast for a city',
          inputSchema: FORECAST_SCHEMA,
        },
      },
    });
    // The sub-workflow the agent may call: a manual trigger and a Set step that answers for the city.
    const stored = await getWorkflow(api, lookup);
    await apiCall(api, 'PUT', `/api/workflow/${lookup}`, z.unknown(), {
      data: stored.data,
      graph: {
        schemaVersion: stored.graph.schemaVersion,
        nodes: [
          {
            id: 't',
            serviceId: 'trigger.manual',
            action: 'run',
            name: 'Start',
            position: { x: 0, y: 0 },
            params: {},
          },
          {
            id: 's',
            serviceId: 'data.set',
            action: 'run',
            name: 'Answer',
            position: { x: 260, y: 0 },
            params: { mode: 'json', json: '{{ {"city": trigger.city, "sky": "sunny"} }}' },
          },
        ],
        edges: [{ id: 'e', source: 't', sourceHandle: null, target: 's' }],
      },
    });
    const page = await signIn(browser, app.url);
    await chooseMode(page, 'light');
    await openDesigner(page, app.url, id);

    await addStep(page, 'manual', 'trigger.manual');
    const agent = await addStep(page, 'agent', 'ai.agent');
    await expect.poll(() => edgeCount(page)).toBe(1);
    const panel = page.getByTestId('step-panel');
    await chooseOption(
      page,
      panel.getByTestId('authorization-picker').getByRole('combobox'),
      'Local model (openai)',
    );
    await panel.getByTestId('param-prompt').fill('What is the weather in Izmir?');

    // The tools field is the picker, not a JSON box: no tools yet, then HTTP Request from "App or step".
    const tools = panel.getByTestId('param-tools');
    await tools.getByTestId('agent-tools-empty').waitFor();
    expect(await tools.getByTestId('param-tools-text').count()).toBe(0);
    await tools.getByTestId('agent-tools-add').click();
    await page.getByTestId('agent-tools-add-step').click();
    const dialog = page.getByTestId('agent-tool-dialog');
    expect(await dialog.getByTestId('agent-tool-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('agent-tool-step').fill('HTTP');
    // Triggers and flow control are not offered.
    expect(
      await page.locator('[data-testid="agent-tool-step-option"][data-service-id="trigger.manual"]').count(),
    ).toBe(0);
    await page.locator('[data-testid="agent-tool-step-option"][data-service-id="http.request"]').click();
    await shoot(dialog, 'agent-tool-dialog-light');
    await dialog.getByTestId('agent-tool-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = tools.getByTestId('agent-tool');
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('agent-tool-name').textContent()).toBe('HTTP Request');
    expect(await row.getByTestId('agent-tool-approval').locator('input').isChecked()).toBe(false);

    // The JSON switch shows the same list as the step stores it.
    await tools.getByTestId('agent-tools-json').click();
    expect(JSON.parse(await tools.getByTestId('param-tools-text').inputValue())).toEqual([
      { kind: 'step', serviceId: 'http.request' },
    ]);
    await tools.getByTestId('agent-tools-json').click();
    await tools.getByTestId('agent-tools-list').waitFor();

    await saveInDesigner(page, id);
    const saved = await getWorkflow(api, id);
    expect(saved.graph.nodes.find((n) => n.id === agent)?.params.tools).toEqual([
      { kind: 'step', serviceId: 'http.request' },
    ]);

    const started = Date.now();
    await page.getByTestId('designer-run').click();
    await expectMessage(page, 'Workflow process has been queued');
    await stepNode(page, agent).locator('[data-status="succeeded"]').waitFor();
    const run = await finishedRun(api, id, started - 1000);
    expect(run.status).toBe('succeeded');
    expect(forecastCalls).toBe(1);
    // The model was offered the HTTP Request tool, and read the forecast before answering.
    expect(fake.requests[0]?.tools?.map((t) => t.function.name)).toEqual(['http_request']);
    expect(JSON.stringify(fake.requests[1]?.messages)).toContain('sunny');

    // The designer's Output tab lists them under the agent's output too.
    await stepNode(page, agent).click();
    await page.getByTestId('tab-output').click();
    const inPanel = page.getByTestId('step-sub-steps').getByTestId('run-step');
    await expect.poll(() => inPanel.count()).toBe(3);
    expect(await page.getByTestId('step-last-output').textContent()).toContain(ANSWER);
    await shoot(page.getByTestId('step-panel'), 'agent-output-tab-light');

    // The run log: the agent's turns and its tool call, indented under it, then its answer.
    await page.goto(`${app.url}/logs/flow/${id}/${run.id}`);
    const subSteps = page.locator(`[data-testid="run-sub-steps"][data-parent="${agent}"]`);
    const lines = subSteps.getByTestId('run-step');
    await lines.first().waitFor();
    expect(await lines.evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')))).toEqual([
      `${agent}/model-1`,
      `${agent}/tool-1`,
      `${agent}/model-2`,
    ]);
    const call = subSteps.locator(`[data-node-id="${agent}/tool-1"]`);
    expect(await call.getAttribute('data-status')).toBe('succeeded');
    expect(await call.locator('h4').textContent()).toBe('AI Agent → HTTP Request');
    await call.getByTestId('step-output').getByRole('button').first().click();
    await call.getByTestId('step-output').getByText('sunny').first().waitFor();
    const agentStep = page.locator(`[data-testid="run-step"][data-node-id="${agent}"]`);
    // Indented under their agent step.
    const [agentBox, callBox] = await Promise.all([agentStep.boundingBox(), call.boundingBox()]);
    expect(callBox?.x ?? 0).toBeGreaterThan((agentBox?.x ?? 0) + 16);
    await agentStep.getByTestId('step-output').getByText(ANSWER).first().waitFor();
    // Outputs closed, so the picture shows the steps' lines.
    await agentStep.getByTestId('step-output').getByRole('button').first().click();
    await call.getByTestId('step-output').getByRole('button').first().click();
    await shootPage(page, 'agent-run-log-light');

    // A reload keeps the chosen tool.
    await openDesigner(page, app.url, id);
    let form = await openStep(page, agent);
    const kept = form.getByTestId('param-tools').getByTestId('agent-tool');
    expect(await kept.getByTestId('agent-tool-name').textContent()).toBe('HTTP Request');
    await shoot(form, 'agent-panel-light');

    await chooseMode(page, 'dark');
    await shoot(form, 'agent-panel-dark');
    await form.getByTestId('agent-tools-add').click();
    await page.getByTestId('agent-tools-add-mcp').click();
    await shoot(page.getByTestId('agent-tool-dialog'), 'agent-tool-dialog-mcp-dark');
    await page.keyboard.press('Escape');
    await page.getByTestId('agent-tool-dialog').waitFor({ state: 'hidden' });
    await chooseMode(page, 'light');

    await chooseLanguage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    form = await openStep(page, agent);
    await form.getByTestId('param-tools').getByText('إضافة أداة').waitFor();
    await shoot(form, 'agent-panel-ar');
    await form.getByTestId('agent-tools-add').click();
    await page.getByTestId('agent-tools-add-workflow').click();
    // A workflow served as an MCP tool brings its name, description and input schema along.
    const workflowDialog = page.getByTestId('agent-tool-dialog');
    await chooseOption(page, workflowDialog.getByRole('combobox'), 'Forecast lookup');
    await expect
      .poll(() => workflowDialog.getByTestId('agent-tool-workflow-name').inputValue())
      .toBe('forecast');
    expect(await workflowDialog.getByTestId('agent-tool-workflow-description').inputValue()).toBe(
      'The forecast for a city',
    );
    expect(JSON.parse(await workflowDialog.getByTestId('agent-tool-workflow-schema').inputValue())).toEqual(
      FORECAST_SCHEMA,
    );
    await shoot(workflowDialog, 'agent-tool-dialog-workflow-ar');
    await workflowDialog.getByTestId('agent-tool-confirm').click();
    await workflowDialog.waitFor({ state: 'hidden' });
    expect(await form.getByTestId('agent-tool').count()).toBe(2);
    await shoot(form, 'agent-panel-two-tools-ar');

    // Run again with the two tools: one turn calls both, and the run log holds both calls. (Saved by
    // hand: saveInDesigner waits for the English message, and the page is in Arabic.)
    const saving = page.waitForResponse(
      (r) => r.url().endsWith(`/api/workflow/${id}`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('designer-save').click();
    expect((await saving).ok()).toBe(true);
    const again = Date.now();
    await page.getByTestId('designer-run').click();
    const both = await finishedRun(api, id, again - 1000);
    expect(both.status).toBe('succeeded');
    expect(
      both.steps
        .filter((s) => s.nodeId.startsWith(`${agent}/tool-`))
        .map((s) => [s.serviceId, s.status])
        .sort(),
    ).toEqual([
      ['flow.subworkflow', 'succeeded'],
      ['http.request', 'succeeded'],
    ]);
    await page.goto(`${app.url}/logs/flow/${id}/${both.id}`);
    await page.locator('[data-testid="run-sub-steps"]').waitFor();
    await expect
      .poll(() => page.locator(`[data-testid="run-step"][data-node-id^="${agent}/tool-"]`).count())
      .toBe(2);
    await agentStep.getByTestId('step-output').getByRole('button').first().click();
    await shootPage(page, 'agent-run-log-ar');
    await chooseLanguage(page, 'en');
    await page.context().close();
  });
});
