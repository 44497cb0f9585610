import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp, listed } from './testing.js';

describe('n8n GitHub nodes', () => {
  it("maps GitHub issues (create, get, comment) and a repository's issue list", () => {
    const repo = {
      owner: { __rl: true, value: 'acme', mode: 'name' },
      repository: { __rl: true, value: 'https://github.com/acme/website', mode: 'url' },
    };
    const create = importApp('github', 1.1, {
      ...repo,
      title: '=Bug: {{ $json.title }}',
      body: '={{ $json.description }}',
      labels: [{ label: 'bug' }, { label: 'triage' }],
      assignees: [{ assignee: 'octocat' }],
    });
    expectStep(create, 'github.create_issue', {
      owner: 'acme',
      repo: 'website',
      title: 'Bug: {{ steps.start.title }}',
      body: '{{ steps.start.description }}',
      labels: 'bug, triage',
      assignees: 'octocat',
    });

    const get = importApp('github', 1, {
      operation: 'get',
      owner: 'acme',
      repository: 'website',
      issueNumber: 42,
    });
    expectStep(get, 'github.get_issue', { owner: 'acme', repo: 'website', issue_number: 42 });

    const comment = importApp('github', 1.1, {
      ...repo,
      operation: 'createComment',
      issueNumber: '={{ $json.number }}',
      body: 'Thanks!',
    });
    expectStep(comment, 'github.create_comment', {
      owner: 'acme',
      repo: 'website',
      issue_number: '{{ steps.start.number }}',
      body: 'Thanks!',
    });

    const issues = importApp('github', 1.1, {
      ...repo,
      resource: 'repository',
      operation: 'getIssues',
      limit: 10,
      getRepositoryIssuesFilters: { state: 'all', labels: 'bug', sort: 'updated' },
    });
    expectStep(issues, 'github.list_issues', {
      owner: 'acme',
      repo: 'website',
      state: 'all',
      labels: 'bug',
      limit: 10,
    });
    expect(issues.details).toEqual(['Not imported: sort.', listed]);
  });

  expectPlaceholders([
    ['github', 1.1, { operation: 'lock', issueNumber: 3 }, 'the GitHub issue "lock" operation'],
    [
      'github',
      1.1,
      { resource: 'file', operation: 'get', filePath: 'README.md' },
      'the GitHub file "get" operation',
    ],
  ]);
});
