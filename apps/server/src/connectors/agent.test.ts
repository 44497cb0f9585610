import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SlackFake } from '@flowlane/connectors/testing';
import { Authorization } from '@flowlane/contracts';
import { FAKE_MODEL_KEY, type FakeModel, startFakeModel } from '@flowlane/services/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { teamsRepository } from '../db/index.js';
import { createCatalog } from '../runs/catalog.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { chain, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/**
 * The AI Agent step through the product, embedded and in scale mode: a model (a fake speaking OpenAI's
 * chat completions) calls a connector tool (Slack, against its fake) and a sub-workflow tool in one turn,
 * then answers; the run log holds both calls. The plan's AI gate holds for the agent.
 */
describe.each(testDatabaseKinds())('the AI Agent through the product on %s', (kind) => {
  const slack = new SlackFake();
  let model: FakeModel;
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    await slack.start();
    model = await startFakeModel('openai', (turn) =>
      turn.results.length === 0
        ? {
            call: [
              { tool: 'post_to_slack', input: { channel: 'C00000001', text: 'Order 42 shipped' } },
              { tool: 'greet', input: { name: 'Ada' } },
            ],
          }
        : { answer: `Done: ${JSON.stringify(turn.results)}` },
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'flowlane-agent-')),
      ALLOW_PRIVATE_NETWORK: 'true',
    });
    server = await createTestServer(
      kind,
      {},
      { catalog: createCatalog(config, { apps: { baseUrls: { slack: slack.apiUrl } } }) },
    );
    client = await signedInClient(server, 'agent');
    await teamsRepository(server.ctx.database.db).setPlan(client.teamId, 'flow-enterprise');
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([slack.close(), model?.close()]);
  });

  async function authorization(templateId: string, fields: Record<string, unknown>) {
    const created = await client.call('POST', '/api/authorization', { templateId, name: templateId, fields });
    expect(created.statusCode, created.body).toBe(201);
    return Authorization.parse(created.json()).id;
  }

  it('calls a Slack tool and a sub-workflow in one turn, answers, and logs both calls', async () => {
    const openai = await authorization('openai', { baseUrl: model.baseUrl, apiKey: FAKE_MODEL_KEY });
    const slackBot = await authorization('slack-bot', { token: 'xoxb-test' });
    const greeter = await client.createWorkflow(
      chain(
        node('t', 'trigger.manual'),
        node('s', 'data.set', { mode: 'json', json: '{{ {"greeting": "Hello " & trigger.name} }}' }, 200),
      ),
    );
    const agent = await client.createWorkflow(
      chain(
        node('t', 'trigger.manual'),
        node(
          'agent',
          'ai.agent',
          {
            authorization: openai,
            model: 'gpt-test',
            prompt: 'Tell the team order 42 shipped, and greet Ada.',
            tools: [
              {
                kind: 'step',
                serviceId: 'slack.send_message',
                name: 'post_to_slack',
                authorization: slackBot,
              },
              {
                kind: 'workflow',
                workflowId: greeter.id,
                name: 'greet',
                description: 'Greets a person by name',
                inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
              },
            ],
          },
          200,
        ),
      ),
    );
    const run = await client.finished(await client.run(agent.id));
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.steps.map((step) => [step.nodeId, step.status])).toEqual([
      ['t', 'succeeded'],
      ['agent/model-1', 'succeeded'],
      ['agent/tool-1', 'succeeded'],
      ['agent/tool-2', 'succeeded'],
      ['agent/model-2', 'succeeded'],
      ['agent', 'succeeded'],
    ]);
    const calls = run.steps.filter((step) => step.nodeId.startsWith('agent/tool-'));
    expect(calls.map((call) => call.serviceId).sort()).toEqual(['flow.subworkflow', 'slack.send_message']);
    expect(slack.messages.get('C00000001')?.map((m) => m.text)).toContain('Order 42 shipped');
    const answer = run.steps.find((step) => step.nodeId === 'agent')?.output as { text?: string };
    expect(answer.text).toContain('Hello Ada');
    // The model never saw the Slack authorization: the tool's schema leaves it out.
    const tools = (
      model.requests[0] as { tools: { function: { name: string; parameters: { properties: object } } }[] }
    ).tools;
    const slackTool = tools.find((tool) => tool.function.name === 'post_to_slack');
    expect(Object.keys(slackTool?.function.parameters.properties ?? {})).not.toContain('authorization');
  });

  it('is refused on a plan without AI model steps, naming the feature', async () => {
    const other = await signedInClient(server, 'agent-free');
    const openai = (
      await other.call('POST', '/api/authorization', {
        templateId: 'openai',
        name: 'openai',
        fields: { baseUrl: model.baseUrl, apiKey: FAKE_MODEL_KEY },
      })
    ).json() as { id: string };
    const workflow = await other.createWorkflow(
      chain(
        node('t', 'trigger.manual'),
        node('agent', 'ai.agent', { authorization: openai.id, prompt: 'Hi' }, 200),
      ),
    );
    const queued = await other.call('POST', `/api/workflow/${workflow.id}/run`, {});
    const run = await other.runDetail((queued.json() as { runId: string }).runId);
    expect(run.status).toBe('refused');
    expect(run.error?.message).toMatch(/does not include AI model/);
  });
});
