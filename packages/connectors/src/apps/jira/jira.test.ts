import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { JiraFake } from './fake-server.js';
import { jira } from './index.js';

const fake = new JiraFake();
useFake(fake, () => fake.reset());

// The site's URL comes from the authorization (Jira Cloud site or Data Center host).
const CLOUD = () => ({
  id: 'jira',
  kind: 'bearer',
  fields: { baseUrl: fake.apiUrl, email: 'ada@example.com', token: 'jira-api-token' },
});
const { graphOf: step, poll, runGraph: run } = appBench(jira, { credential: CLOUD });

describe('Jira', () => {
  it('creates an issue with an Atlassian Document description, as Basic email:token at the site URL', async () => {
    const result = await run(
      step('jira.create_issue', {
        project: 'PROJ',
        issueType: 'Bug',
        summary: 'Login fails',
        description: 'Steps:\nopen the page',
        labels: 'web, urgent',
      }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ key: 'PROJ-1', id: '10001' });
    const auth = fake.server.requests[0]?.headers.authorization ?? '';
    expect(Buffer.from(auth.replace('Basic ', ''), 'base64').toString()).toBe(
      'ada@example.com:jira-api-token',
    );
    expect(fake.issues[0]?.fields).toMatchObject({
      issuetype: { name: 'Bug' },
      labels: ['web', 'urgent'],
      description: {
        type: 'doc',
        version: 1,
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Steps:' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'open the page' }] },
        ],
      },
    });
  });

  it('says Jira’s field errors, and takes a Data Center personal access token as Bearer', async () => {
    const bad = await run(step('jira.create_issue', { project: 'NOPE', summary: 'x' }));
    expect(bad.status).toBe('failed');
    expect(bad.error?.message).toContain('400');
    expect(bad.error?.message).toContain('project: Specify a valid project ID or key');
    fake.create('PROJ', 'Existing');
    const pat = [{ id: 'jira', kind: 'bearer', fields: { baseUrl: fake.apiUrl, token: 'dc-pat' } }];
    const got = await run(step('jira.get_issue', { issueKey: 'PROJ-1' }), { credentials: pat });
    expect(got.status, JSON.stringify(got.error)).toBe('succeeded');
    expect(stepOf(got, 's').output).toMatchObject({ key: 'PROJ-1', fields: { summary: 'Existing' } });
    expect(fake.server.requests.at(-1)?.headers.authorization).toBe('Bearer dc-pat');
    const missing = await run(step('jira.get_issue', { issueKey: 'PROJ-9' }));
    expect(missing.error?.message).toContain('Issue does not exist');
  });

  it('searches with JQL over nextPageToken pages, and waits out a 429', async () => {
    for (let i = 1; i <= 130; i += 1) fake.create('PROJ', `Issue ${i}`);
    fake.server.rateLimitNext(1, '3');
    const all = await run(
      step('jira.search_issues', { jql: 'project = PROJ ORDER BY created DESC', returnAll: true }),
    );
    expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
    expect(all.waits).toEqual([3000]);
    const output = stepOf(all, 's').output as { items: { key: string }[]; count: number };
    expect(output.count).toBe(130);
    expect(output.items[0]?.key).toBe('PROJ-130');
    const tokens = fake.server.requests.slice(1).map((r) => r.query.get('nextPageToken'));
    expect(tokens).toEqual([null, '100']);
    fake.server.reset();
    const few = await run(step('jira.search_issues', { jql: 'project = PROJ', limit: 5 }));
    expect(stepOf(few, 's').output).toMatchObject({ count: 5, more: true });
    expect(fake.server.requests[0]?.query.get('maxResults')).toBe('5');
    const wrong = await run(step('jira.search_issues', { jql: 'what is this' }));
    expect(wrong.error?.message).toContain('Error in the JQL Query');
  });

  it('adds a comment', async () => {
    fake.create('PROJ', 'First');
    const result = await run(step('jira.add_comment', { issueKey: 'PROJ-1', body: 'On it' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.comments).toEqual([
      {
        issue: 'PROJ-1',
        body: {
          type: 'doc',
          version: 1,
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'On it' }] }],
        },
      },
    ]);
  });

  it('new issue trigger: polls on created >=, hands on each new issue once, oldest first', async () => {
    fake.create('PROJ', 'before the workflow was on');
    const check = poll('jira.new_issue', { jql: 'project = PROJ' });
    const tick = async (runId: string) => (await check(runId)).result;
    const summaries = (r: Awaited<ReturnType<typeof tick>>) =>
      (stepOf(r, 's').output as { items: { fields: { summary: string } }[] }).items.map(
        (i) => i.fields.summary,
      );

    const first = await tick('r1');
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    expect(stepOf(first, 's').output).toMatchObject({ count: 0 });
    fake.create('PROJ', 'one');
    fake.create('PROJ', 'two');
    expect(summaries(await tick('r2'))).toEqual(['one', 'two']);
    // The poll asked from a day before the newest issue seen (2026-01-01T00:00Z): JQL minutes are in the user's zone.
    expect(fake.server.requests.at(-1)?.query.get('jql')).toBe(
      '(project = PROJ) AND created >= "2025/12/31 00:00" ORDER BY created DESC',
    );
    expect(summaries(await tick('r3'))).toEqual([]);
    fake.create('PROJ', 'three');
    expect(summaries(await tick('r4'))).toEqual(['three']);
  });
});
