import { GitHubFake, TelegramFake } from '@flowlane/connectors/testing';
import { RunDetail, WebhookAccepted, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppsServer,
  accountClient,
  appsServer,
  type Client,
  chain,
  createAuthorization,
  node,
  removeDataDir,
  runOnce,
  saveWorkflowWith,
} from './test-support.js';

// GitHub and Telegram through a whole server: their steps in a workflow run, and their webhook triggers
// registered when the workflow is turned on, checked on every delivery, removed when it is turned off.
describe('GitHub and Telegram through the product', () => {
  const github = new GitHubFake();
  const telegram = new TelegramFake();
  let server: AppsServer;
  let client: Client;

  beforeAll(async () => {
    await Promise.all([github.start(), telegram.start()]);
    server = await appsServer({});
    ({ client } = await accountClient(server));
  });
  afterAll(async () => {
    await server?.close();
    if (server) removeDataDir(server);
    await Promise.all([github.close(), telegram.close()]);
  });

  async function settled(runId: string): Promise<RunDetail> {
    for (;;) {
      const detail = RunDetail.parse((await client.call('GET', `/api/run/${runId}`)).json());
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const deliver = (hookId: string, headers: Record<string, string>, payload: string) =>
    server.app.inject({ method: 'POST', url: `/hooks/${hookId}`, headers, payload });

  it('GitHub: a new issue gets a comment; forged and other deliveries start nothing; off removes the hook', async () => {
    // A GitHub Enterprise Server style authorization: the API base URL is the authorization's.
    const authorization = (
      await createAuthorization(client, 'github-token', { token: 'ghp_test', baseUrl: github.apiUrl })
    ).id;
    const repo = { authorization, owner: 'octo', repo: 'hello' };
    const workflow = await saveWorkflowWith(
      client,
      chain(
        node('t', 'github.new_issue', repo),
        node(
          'comment',
          'github.create_comment',
          {
            ...repo,
            issue_number: '{{ steps.t.issue.number }}',
            body: '{{ "Thanks for reporting: " & steps.t.issue.title }}',
          },
          1,
        ),
      ),
      { webhook: true },
    );
    const [hook] = [...github.hooks.values()];
    expect(hook).toMatchObject({
      repo: 'octo/hello',
      url: `https://flowlane.test/hooks/${workflow.hookId}`,
      events: ['issues'],
    });

    const issue = github.open('octo/hello', 'Login fails');
    const signed = github.delivery(hook?.id ?? 0, issue);
    const accepted = await deliver(workflow.hookId, signed.headers, signed.payload);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const run = await settled(WebhookAccepted.parse(accepted.json()).runId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(github.comments).toContainEqual({
      repo: 'octo/hello',
      issue: issue.number,
      body: 'Thanks for reporting: Login fails',
    });

    const forged = await deliver(
      workflow.hookId,
      signed.headers,
      signed.payload.replace('Login fails', 'Forged'),
    );
    expect(forged.statusCode).toBe(401);
    const edited = github.delivery(hook?.id ?? 0, issue, 'edited');
    expect((await deliver(workflow.hookId, edited.headers, edited.payload)).statusCode).toBe(200);
    expect(github.comments).toHaveLength(1);

    const off = await client.call('PATCH', `/api/workflow/${workflow.id}/enabled`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(github.hooks.size).toBe(0);
    const on = await client.call('PATCH', `/api/workflow/${workflow.id}/enabled`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(github.hooks.size).toBe(1);
    expect((await client.call('DELETE', `/api/workflow/${workflow.id}`)).statusCode).toBe(204);
    expect(github.hooks.size).toBe(0);
  });

  it('GitHub: a refused hook leaves the workflow saved but off; a copy and an import register their own', async () => {
    const refusedAuth = (
      await createAuthorization(client, 'github-token', { token: 'ghp_wrong', baseUrl: github.apiUrl })
    ).id;
    const graphWith = (authorization: string) =>
      chain(node('t', 'github.new_issue', { authorization, owner: 'octo', repo: 'hello' }));
    const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
    const data = { ...created.data, webhook: { ...created.data.webhook, active: true } };
    const refused = await client.call('PUT', `/api/workflow/${created.id}`, {
      data,
      graph: graphWith(refusedAuth),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^The app refused to set up the workflow's webhook: .*turned off/),
    });
    const stored = WorkflowResponse.parse((await client.call('GET', `/api/workflow/${created.id}`)).json());
    expect(stored.data.enabled).toBe(false);
    expect(github.hooks.size).toBe(0);

    const authorization = (
      await createAuthorization(client, 'github-token', { token: 'ghp_test', baseUrl: github.apiUrl })
    ).id;
    const workflow = await saveWorkflowWith(client, graphWith(authorization), { webhook: true });
    const copy = WorkflowResponse.parse(
      (await client.call('POST', `/api/workflow/${workflow.id}/duplicate`)).json(),
    );
    const exported = (await client.call('GET', `/api/workflow/${workflow.id}/export`)).json();
    const imported = WorkflowResponse.parse(
      (await client.call('POST', '/api/workflow/import', exported)).json(),
    );
    expect([...github.hooks.values()].map((hook) => hook.url).sort()).toEqual(
      [workflow, copy, imported].map((w) => `https://flowlane.test/hooks/${w.hookId}`).sort(),
    );
    for (const w of [workflow, copy, imported])
      expect((await client.call('DELETE', `/api/workflow/${w.id}`)).statusCode).toBe(204);
    expect(github.hooks.size).toBe(0);
  });

  it('Telegram: setWebhook with a secret token, a reply to each message, deleteWebhook when off', async () => {
    const authorization = (
      await createAuthorization(client, 'telegram', { token: telegram.token, baseUrl: telegram.apiUrl })
    ).id;
    const workflow = await saveWorkflowWith(
      client,
      chain(
        node('t', 'telegram.new_message', { authorization }),
        node(
          'reply',
          'telegram.send_message',
          {
            authorization,
            chatId: '{{ $string(steps.t.message.chat.id) }}',
            text: '{{ "You said: " & steps.t.message.text }}',
          },
          1,
        ),
      ),
      { webhook: true },
    );
    expect(telegram.webhook?.url).toBe(`https://flowlane.test/hooks/${workflow.hookId}`);

    const update = telegram.update('hello', 42);
    const accepted = await deliver(workflow.hookId, update.headers, update.payload);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect((await settled(WebhookAccepted.parse(accepted.json()).runId)).status).toBe('succeeded');
    expect(telegram.sent.at(-1)).toEqual({ chat_id: '42', text: 'You said: hello' });

    const unsigned = await deliver(workflow.hookId, { 'content-type': 'application/json' }, update.payload);
    expect(unsigned.statusCode).toBe(401);

    await client.call('PATCH', `/api/workflow/${workflow.id}/enabled`, { enabled: false });
    expect(telegram.webhook).toBeUndefined();
  });

  it('a step of an app runs by hand with an authorization of the auth library', async () => {
    const authorization = (
      await createAuthorization(client, 'github-token', { token: 'ghp_test', baseUrl: github.apiUrl })
    ).id;
    const workflow = await saveWorkflowWith(
      client,
      chain(
        node('t', 'trigger.manual'),
        node(
          'create',
          'github.create_issue',
          { authorization, owner: 'octo', repo: 'hello', title: 'From a run' },
          1,
        ),
      ),
      {},
    );
    const run = await runOnce(client, workflow.id);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.steps.find((s) => s.nodeId === 'create')?.output).toMatchObject({
      title: 'From a run',
      state: 'open',
    });
  });
});
