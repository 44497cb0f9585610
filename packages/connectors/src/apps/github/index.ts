import { createHmac, timingSafeEqual } from 'node:crypto';
import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, defineWebhookTrigger } from '../../kit/app.js';
import { commaList } from '../../kit/items.js';

/**
 * GitHub REST API (https://docs.github.com/en/rest): Bearer token (OAuth app or personal access token),
 * `Accept: application/vnd.github+json`, a pinned API version, `Link` header pagination, errors as
 * `{ message }`. GitHub Enterprise Server is the same API at https://<host>/api/v3 (the base URL field).
 */

const owner = prop.string({ label: 'Owner', required: true, help: 'The user or organization' });
const repo = prop.string({ label: 'Repository', required: true, help: 'The repository name' });
const issueNumber = prop.number({ label: 'Issue number', required: true, int: true, min: 1 });

const issueSchema = {
  type: 'object',
  properties: {
    id: { type: 'number' },
    number: { type: 'number' },
    title: { type: 'string' },
    body: { type: 'string' },
    state: { type: 'string' },
    html_url: { type: 'string' },
    labels: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    user: { type: 'object', properties: { login: { type: 'string' } } },
    created_at: { type: 'string' },
  },
};

const createIssue = defineOperation({
  id: 'create_issue',
  name: 'Create issue',
  description:
    'Opens a new issue in a GitHub repository with a title, an optional body, labels and assignees; returns the issue with its number and URL.',
  idempotent: false,
  props: {
    owner,
    repo,
    title: prop.string({ label: 'Title', required: true }),
    body: prop.text({ label: 'Body', help: 'Markdown' }),
    labels: prop.string({ label: 'Labels', help: 'Comma-separated label names' }),
    assignees: prop.string({ label: 'Assignees', help: 'Comma-separated user logins' }),
  },
  request: {
    method: 'POST',
    path: '/repos/{owner}/{repo}/issues',
    body: (p) => ({
      title: p.title,
      ...(p.body ? { body: p.body } : {}),
      ...(p.labels ? { labels: commaList(p.labels) } : {}),
      ...(p.assignees ? { assignees: commaList(p.assignees) } : {}),
    }),
  },
  outputSchema: issueSchema,
});

const getIssue = defineOperation({
  id: 'get_issue',
  name: 'Get issue',
  description: 'Reads one issue of a GitHub repository by its number: title, body, state, labels and author.',
  idempotent: true,
  props: { owner, repo, issue_number: issueNumber },
  request: { method: 'GET', path: '/repos/{owner}/{repo}/issues/{issue_number}' },
  outputSchema: issueSchema,
});

const listIssues = defineOperation({
  id: 'list_issues',
  name: 'List issues',
  description:
    'Lists the issues of a GitHub repository (pull requests included, as GitHub does), newest first, filtered by state and labels.',
  idempotent: true,
  props: {
    owner,
    repo,
    state: prop.select({ label: 'State', options: ['open', 'closed', 'all'], default: 'open' }),
    labels: prop.string({ label: 'Labels', help: 'Comma-separated; issues with all of them' }),
  },
  request: { method: 'GET', path: '/repos/{owner}/{repo}/issues', query: ['state', 'labels'] },
  pagination: { mode: 'linkHeader', sizeParam: 'per_page', maxPageSize: 100 },
  outputSchema: { items: issueSchema },
});

const createComment = defineOperation({
  id: 'create_comment',
  name: 'Create comment',
  description: 'Adds a comment to a GitHub issue or pull request; returns the comment with its id and URL.',
  idempotent: false,
  props: { owner, repo, issue_number: issueNumber, body: prop.text({ label: 'Comment', required: true }) },
  request: { method: 'POST', path: '/repos/{owner}/{repo}/issues/{issue_number}/comments', body: ['body'] },
  outputSchema: {
    type: 'object',
    properties: { id: { type: 'number' }, body: { type: 'string' }, html_url: { type: 'string' } },
  },
});

const Hook = z.object({ id: z.number() });

/** X-Hub-Signature-256: `sha256=` + the HMAC-SHA256 of the raw body with the hook's secret. */
export function githubSignatureValid(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const newIssue = defineWebhookTrigger({
  id: 'new_issue',
  name: 'New issue',
  description: 'Starts the workflow when an issue is opened in a GitHub repository (a repository webhook).',
  props: { owner, repo },
  register: async ({ params, request, url, secret }) => {
    const created = await request({
      method: 'POST',
      path: `/repos/${encodeURIComponent(params.owner)}/${encodeURIComponent(params.repo)}/hooks`,
      body: {
        type: 'json',
        data: {
          name: 'web',
          active: true,
          events: ['issues'],
          config: { url, content_type: 'json', secret },
        },
      },
    });
    return { hookId: String(Hook.parse(created.body).id) };
  },
  unregister: async ({ params, request, state }) => {
    await request({
      method: 'DELETE',
      path: `/repos/${encodeURIComponent(params.owner)}/${encodeURIComponent(params.repo)}/hooks/${encodeURIComponent(state.hookId ?? '')}`,
    });
  },
  verify: (delivery, secret) =>
    githubSignatureValid(delivery.raw, delivery.headers['x-hub-signature-256'], secret),
  // Other issue events (edited, closed, ...) and GitHub's ping are not a new issue.
  accept: (delivery) =>
    delivery.headers['x-github-event'] === 'issues' &&
    (delivery.body as { action?: unknown })?.action === 'opened',
  output: (delivery) => (delivery.body as { issue?: unknown; repository?: unknown }) ?? {},
  outputSchema: {
    type: 'object',
    properties: { action: { type: 'string' }, issue: issueSchema, repository: { type: 'object' } },
  },
});

export const github = defineApp({
  id: 'github',
  name: 'GitHub',
  icon: 'si:github',
  description: 'Create, read and list issues and comments; react to new issues.',
  baseUrl: 'https://api.github.com',
  baseUrlField: 'baseUrl',
  auth: { templates: ['github', 'github-token'], kinds: ['oauth2', 'bearer'] },
  headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  errorMessage: (body) => z.object({ message: z.string() }).safeParse(body).data?.message,
  operations: [createIssue, getIssue, listIssues, createComment],
  webhookTriggers: [newIssue],
});
