import { InMemoryCredentials, InMemoryKv, stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { AppHooks } from '../../kit/webhooks.js';
import { appBench, useFake } from '../../testing/app-bench.js';
import { testKitConfig } from '../../testing/run.js';
import { GitHubFake } from './fake-server.js';
import { github, githubSignatureValid } from './index.js';

const fake = new GitHubFake();
useFake(fake, () => {
  fake.server.reset();
  fake.repos.set('octo/hello', []);
});

// A GitHub Enterprise Server style authorization: the API's base URL comes from it.
const TOKEN = () => ({ id: 'gh', kind: 'bearer', fields: { token: 'ghp_test', baseUrl: fake.apiUrl } });
const { graphOf: step, runGraph: run } = appBench(github, {
  credential: TOKEN,
  params: { owner: 'octo', repo: 'hello' },
});

describe('GitHub', () => {
  it('creates an issue at the base URL of the authorization, with the API version headers', async () => {
    const result = await run(
      step('github.create_issue', { title: 'Broken', body: 'It broke', labels: 'bug, ui' }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({
      number: 1,
      title: 'Broken',
      labels: [{ name: 'bug' }, { name: 'ui' }],
    });
    const sent = fake.server.requests[0];
    expect(sent?.headers.accept).toBe('application/vnd.github+json');
    expect(sent?.headers['x-github-api-version']).toBe('2022-11-28');
  });

  it('gets an issue, and says GitHub’s message for one that is not there', async () => {
    fake.open('octo/hello', 'First');
    const found = await run(step('github.get_issue', { issue_number: 1 }));
    expect(stepOf(found, 's').output).toMatchObject({ title: 'First', state: 'open' });
    const missing = await run(step('github.get_issue', { issue_number: 9 }));
    expect(missing.status).toBe('failed');
    expect(missing.error?.message).toBe('GitHub GET /repos/octo/hello/issues/9 answered 404: Not Found');
  });

  it('lists issues over Link-header pages', async () => {
    for (let i = 1; i <= 150; i += 1) fake.open('octo/hello', `Issue ${i}`, i % 2 === 0 ? ['even'] : []);
    const all = await run(step('github.list_issues', { returnAll: true }));
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    const output = stepOf(all, 's').output as { items: { number: number }[]; count: number };
    expect(output.count).toBe(150);
    expect(output.items[0]?.number).toBe(150);
    expect(fake.server.requests.map((r) => r.query.get('page'))).toEqual([null, '2']);
    fake.server.reset();
    const even = await run(step('github.list_issues', { labels: 'even', limit: 3 }));
    expect(stepOf(even, 's').output).toMatchObject({ count: 3, more: true });
    expect(fake.server.requests[0]?.query.get('per_page')).toBe('3');
  });

  it('comments on an issue', async () => {
    fake.open('octo/hello', 'First');
    const result = await run(step('github.create_comment', { issue_number: 1, body: 'On it' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.comments).toContainEqual({ repo: 'octo/hello', issue: 1, body: 'On it' });
  });

  it('new issue trigger: registers its hook, checks signatures, removes the hook', async () => {
    const hooks = new AppHooks([github], testKitConfig());
    const host = { credentials: new InMemoryCredentials([TOKEN()]), kv: new InMemoryKv() };
    const node = {
      id: 't',
      serviceId: 'github.new_issue',
      params: { authorization: 'gh', owner: 'octo', repo: 'hello' },
    };
    await hooks.enable(node, 'https://flowlane.example/hooks/abc', host);
    expect([...fake.hooks.values()]).toMatchObject([
      { repo: 'octo/hello', url: 'https://flowlane.example/hooks/abc', events: ['issues'] },
    ]);
    // Turned on again with the same settings: nothing new is registered.
    await hooks.enable(node, 'https://flowlane.example/hooks/abc', host);
    expect(fake.hooks.size).toBe(1);

    const [hook] = [...fake.hooks.values()];
    const issue = fake.open('octo/hello', 'From GitHub');
    const signed = fake.delivery(hook?.id ?? 0, issue);
    const delivery = {
      headers: signed.headers,
      body: JSON.parse(signed.payload),
      raw: Buffer.from(signed.payload),
    };
    expect(await hooks.verify(node, delivery, host.kv)).toBe('run');
    const forged = { ...delivery, raw: Buffer.from(signed.payload.replace('From GitHub', 'Forged')) };
    expect(await hooks.verify(node, forged, host.kv)).toBe('refuse');
    const edited = fake.delivery(hook?.id ?? 0, issue, 'edited');
    expect(
      await hooks.verify(
        node,
        {
          ...delivery,
          body: JSON.parse(edited.payload),
          raw: Buffer.from(edited.payload),
          headers: edited.headers,
        },
        host.kv,
      ),
    ).toBe('ignore');

    await hooks.disable(node, host);
    expect(fake.hooks.size).toBe(0);
    expect(await hooks.verify(node, delivery, host.kv)).toBe('refuse');
  });

  it('checks X-Hub-Signature-256 as GitHub documents it', () => {
    // The example of https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries
    const raw = Buffer.from('Hello, World!');
    expect(
      githubSignatureValid(
        raw,
        'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
        "It's a Secret to Everybody",
      ),
    ).toBe(true);
    expect(githubSignatureValid(raw, 'sha256=00', "It's a Secret to Everybody")).toBe(false);
    expect(githubSignatureValid(raw, undefined, 'x')).toBe(false);
  });
});
