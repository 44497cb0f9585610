import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, locatorId, operations, paging } from './app-helpers.js';

// ---- GitHub (issue create, get, createComment; repository getIssues)

function githubRepo(ctx: MappingContext): Record<string, unknown> {
  return {
    owner: locatorId(ctx, ctx.params.owner, (url) => /github\.com\/([-_0-9a-zA-Z]+)/.exec(url)?.[1], 'owner'),
    repo: locatorId(
      ctx,
      ctx.params.repository,
      (url) => /github\.com\/[-_0-9a-zA-Z]+\/([-_.0-9a-zA-Z]+)/.exec(url)?.[1],
      'repository name',
    ),
  };
}

function githubIssues(ctx: MappingContext): MappedStep {
  const filters = record(ctx.params.getRepositoryIssuesFilters);
  leftOutNote(ctx, filters, ['state', 'labels']);
  listNote(ctx, 'issue');
  return {
    serviceId: 'github.list_issues',
    params: {
      ...githubRepo(ctx),
      state: ctx.value(filters.state ?? 'open'),
      ...(filters.labels ? { labels: ctx.value(filters.labels) } : {}),
      ...paging(ctx, 50),
    },
  };
}

/** The values of an n8n list of one-field entries (`[{ label: 'bug' }]`). */
const entries = (value: unknown, field: string) => list(value).map((entry) => record(entry)[field]);

const issueNumber = (ctx: MappingContext) => ctx.value(ctx.params.issueNumber ?? 0);

const githubOperations = operations('GitHub', ['issue.create'], {
  'repository.getIssues': githubIssues,
  'issue.create': (ctx) => {
    const p = ctx.params;
    const labels = commaList(ctx, entries(p.labels, 'label'));
    const assignees = commaList(ctx, entries(p.assignees, 'assignee'));
    return {
      serviceId: 'github.create_issue',
      params: {
        ...githubRepo(ctx),
        title: ctx.value(p.title ?? ''),
        ...(p.body ? { body: ctx.value(p.body) } : {}),
        ...(labels ? { labels } : {}),
        ...(assignees ? { assignees } : {}),
      },
    };
  },
  'issue.get': (ctx) => ({
    serviceId: 'github.get_issue',
    params: { ...githubRepo(ctx), issue_number: issueNumber(ctx) },
  }),
  'issue.createComment': (ctx) => ({
    serviceId: 'github.create_comment',
    params: {
      ...githubRepo(ctx),
      issue_number: issueNumber(ctx),
      body: ctx.value(ctx.params.body ?? ''),
    },
  }),
});

export const github = appRow('n8n-nodes-base.github', 'github.create_issue', githubOperations);
