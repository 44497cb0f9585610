import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { commaList, fieldText } from '../../kit/items.js';

/**
 * Jira Cloud REST API v3 (https://developer.atlassian.com/cloud/jira/platform/rest/v3/): the site's
 * URL comes from the authorization (https://<site>.atlassian.net, or a Jira Data Center host); an
 * account email with an API token goes as Basic auth, a token alone (a Data Center personal access
 * token) as Bearer. Rich text (descriptions, comments) is Atlassian Document Format; errors are
 * `{ errorMessages: [], errors: { field: message } }`; JQL search pages with `nextPageToken`.
 */

const issueKey = prop.string({
  label: 'Issue key',
  required: true,
  placeholder: 'PROJ-123',
  help: 'The issue key or numeric id',
});

/** Plain text as an Atlassian Document Format document: one paragraph per line. */
export function adf(text: string) {
  return {
    type: 'doc',
    version: 1,
    content: text.split('\n').map((line) => ({
      type: 'paragraph',
      content: line ? [{ type: 'text', text: line }] : [],
    })),
  };
}

const issueSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    key: { type: 'string' },
    self: { type: 'string' },
    fields: {
      type: 'object',
      properties: {
        summary: { type: 'string' },
        status: { type: 'object', properties: { name: { type: 'string' } } },
        issuetype: { type: 'object', properties: { name: { type: 'string' } } },
        project: { type: 'object', properties: { key: { type: 'string' } } },
        assignee: { type: 'object', properties: { displayName: { type: 'string' } } },
        labels: { type: 'array', items: { type: 'string' } },
        created: { type: 'string' },
      },
    },
  },
};

const DEFAULT_FIELDS = 'summary,status,issuetype,project,assignee,reporter,priority,labels,created,updated';

const createIssue = defineOperation({
  id: 'create_issue',
  name: 'Create issue',
  description:
    'Creates a Jira issue in a project with a summary, an issue type, an optional plain-text description and labels; returns its id, key (PROJ-123) and API URL.',
  idempotent: false,
  props: {
    project: prop.string({
      label: 'Project key',
      required: true,
      placeholder: 'PROJ',
      optionsFrom: { loader: 'jira.projects' },
    }),
    issueType: prop.string({
      label: 'Issue type',
      required: true,
      default: 'Task',
      help: 'Task, Bug, Story…',
    }),
    summary: prop.string({ label: 'Summary', required: true }),
    description: prop.text({ label: 'Description', help: 'Plain text; one paragraph per line' }),
    labels: prop.string({ label: 'Labels', help: 'Comma-separated, no spaces inside a label' }),
  },
  request: {
    method: 'POST',
    path: '/rest/api/3/issue',
    body: (p) => ({
      fields: {
        project: { key: p.project },
        issuetype: { name: p.issueType },
        summary: p.summary,
        ...(p.description ? { description: adf(p.description) } : {}),
        ...(p.labels ? { labels: commaList(p.labels) } : {}),
      },
    }),
  },
  outputSchema: {
    type: 'object',
    properties: { id: { type: 'string' }, key: { type: 'string' }, self: { type: 'string' } },
  },
});

const getIssue = defineOperation({
  id: 'get_issue',
  name: 'Get issue',
  description:
    'Reads one Jira issue by its key or id: summary, status, type, project, assignee, labels and dates (the listed fields, or all).',
  idempotent: true,
  props: {
    issueKey,
    fields: prop.string({ label: 'Fields', default: '*all', help: 'Comma-separated field ids, or *all' }),
  },
  request: { method: 'GET', path: '/rest/api/3/issue/{issueKey}', query: ['fields'] },
  outputSchema: issueSchema,
});

const searchIssues = defineOperation({
  id: 'search_issues',
  name: 'Search issues',
  description:
    'Finds Jira issues with a JQL query (for example project = PROJ AND status = "To Do" ORDER BY created DESC) and returns them with the chosen fields.',
  idempotent: true,
  props: {
    jql: prop.text({ label: 'JQL', required: true, placeholder: 'project = PROJ ORDER BY created DESC' }),
    fields: prop.string({ label: 'Fields', default: DEFAULT_FIELDS, help: 'Comma-separated field ids' }),
  },
  request: { method: 'GET', path: '/rest/api/3/search/jql', query: ['jql', 'fields'] },
  pagination: {
    mode: 'cursor',
    itemsPath: 'issues',
    cursorPath: 'nextPageToken',
    cursorParam: 'nextPageToken',
    sizeParam: 'maxResults',
  },
  outputSchema: { items: issueSchema },
});

const addComment = defineOperation({
  id: 'add_comment',
  name: 'Add comment',
  description:
    'Adds a plain-text comment to a Jira issue; returns the comment with its id, author and creation time.',
  idempotent: false,
  props: { issueKey, body: prop.text({ label: 'Comment', required: true }) },
  request: {
    method: 'POST',
    path: '/rest/api/3/issue/{issueKey}/comment',
    body: (p) => ({ body: adf(p.body) }),
  },
  outputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      created: { type: 'string' },
      author: { type: 'object', properties: { displayName: { type: 'string' } } },
    },
  },
});

const Created = z.object({ fields: z.object({ created: z.string() }).passthrough() }).passthrough();

/** Jira's `2026-01-01T10:00:00.000+0200` as an ISO time in UTC (sorts as text). */
const createdUtc = (item: unknown) => {
  const created = Created.safeParse(item).data?.fields.created;
  const time = created ? Date.parse(created.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

/** JQL dates are minutes in the user's time zone: ask from a day before (ids drop the repeats). */
const jqlSince = (since: string) => {
  const from = new Date(Date.parse(since) - 24 * 60 * 60 * 1000).toISOString();
  return `${from.slice(0, 10).replaceAll('-', '/')} ${from.slice(11, 16)}`;
};

const newIssue = definePollingTrigger({
  id: 'new_issue',
  name: 'New issue',
  description:
    'Starts the workflow with the Jira issues created since the last check, optionally narrowed by JQL.',
  props: {
    jql: prop.string({ label: 'Only issues matching (JQL)', placeholder: 'project = PROJ' }),
  },
  request: (p, since) => {
    const clauses = [p.jql ? `(${p.jql})` : '', since ? `created >= "${jqlSince(since)}"` : ''].filter(
      Boolean,
    );
    return {
      path: '/rest/api/3/search/jql',
      query: {
        jql: [clauses.join(' AND '), 'ORDER BY created DESC'].filter(Boolean).join(' '),
        fields: DEFAULT_FIELDS,
        maxResults: 100,
      },
    };
  },
  items: (body) => z.object({ issues: z.array(z.unknown()) }).parse(body).issues,
  itemId: fieldText('id'),
  itemTime: createdUtc,
  outputSchema: { items: issueSchema },
});

const JiraError = z.object({
  errorMessages: z.array(z.string()).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const jira = defineApp({
  id: 'jira',
  name: 'Jira',
  icon: 'si:jira',
  description: 'Create, read and search Jira issues with JQL, add comments; react to new issues.',
  baseUrl: 'https://your-domain.atlassian.net',
  baseUrlField: 'baseUrl',
  auth: {
    templates: ['jira'],
    kinds: ['bearer'],
    apply: (credential) => {
      const token = String(credential.fields.token ?? credential.fields.password ?? '');
      const email = String(credential.fields.email ?? credential.fields.username ?? '');
      return {
        auth: email ? { type: 'basic', username: email, password: token } : { type: 'bearer', token },
        secrets: [token],
      };
    },
  },
  headers: { accept: 'application/json' },
  errorMessage: (body) => {
    const e = JiraError.safeParse(body).data;
    const messages = [
      ...(e?.errorMessages ?? []),
      ...Object.entries(e?.errors ?? {}).map(([k, v]) => `${k}: ${v}`),
    ];
    return messages.length > 0 ? messages.join('; ') : undefined;
  },
  operations: [createIssue, getIssue, searchIssues, addComment],
  optionLoaders: [
    {
      id: 'projects',
      request: () => ({ path: '/rest/api/3/project/search', query: { maxResults: 100, orderBy: 'name' } }),
      items: (body) => z.object({ values: z.array(z.unknown()) }).safeParse(body).data?.values ?? [],
      option: (item) => {
        const project = z.object({ key: z.string(), name: z.string() }).safeParse(item).data;
        return project && { value: project.key, label: `${project.name} (${project.key})` };
      },
    },
  ],
  pollingTriggers: [newIssue],
});
