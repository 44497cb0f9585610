import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp } from './testing.js';

describe('n8n Jira nodes', () => {
  it('maps Jira issues (create, get, JQL search) and comments, asking for the project key n8n kept as an id', () => {
    const create = importApp('jira', 1, {
      project: fromList('10000', 'Website'),
      issueType: fromList('10004', 'Bug'),
      summary: '={{ $json.title }}',
      additionalFields: { description: '={{ $json.body }}', labels: ['customer'], priority: '2' },
    });
    expectStep(create, 'jira.create_issue', {
      project: '',
      issueType: 'Bug',
      summary: '{{ steps.start.title }}',
      description: '{{ steps.start.body }}',
      labels: 'customer',
    });
    expect(create.details).toEqual([
      'n8n chose the project by its id (10000, Website): enter its key.',
      'Not imported: priority.',
    ]);

    const get = importApp('jira', 1, {
      operation: 'get',
      issueKey: '={{ $json.key }}',
      additionalFields: {},
    });
    expectStep(get, 'jira.get_issue', { issueKey: '{{ steps.start.key }}' });

    const search = importApp('jira', 1, {
      operation: 'getAll',
      returnAll: true,
      options: { jql: 'project = WEB AND status = "To Do"' },
    });
    expectStep(search, 'jira.search_issues', {
      jql: 'project = WEB AND status = "To Do"',
      returnAll: true,
    });

    const comment = importApp('jira', 1, {
      resource: 'issueComment',
      issueKey: 'WEB-12',
      comment: '=Deployed in {{ $json.version }}',
      options: {},
    });
    expectStep(comment, 'jira.add_comment', {
      issueKey: 'WEB-12',
      body: 'Deployed in {{ steps.start.version }}',
    });
  });

  expectPlaceholders([
    ['jira', 1, { operation: 'transitions', issueKey: 'WEB-1' }, 'the Jira issue "transitions" operation'],
    [
      'jira',
      1,
      { resource: 'issueComment', issueKey: 'WEB-1', jsonParameters: true, commentJson: '{}' },
      'a Jira comment written in Atlassian Document Format (JSON)',
    ],
  ]);
});
