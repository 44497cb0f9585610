import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record } from '../table-helpers.js';
import {
  action,
  appRow,
  commaList,
  leftOut,
  leftOutNote,
  listNote,
  locatorId,
  paging,
  unmappedOperation,
} from './app-helpers.js';

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
  leftOutNote(ctx, leftOut(filters, ['state', 'labels']));
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

export const github = appRow('n8n-nodes-base.github', 'github.create_issue', (ctx) => {
  const p = ctx.params;
  const { resource, operation } = action(ctx, { resource: 'issue', operations: { issue: 'create' } });
  if (resource === 'repository' && operation === 'getIssues') return githubIssues(ctx);
  if (resource !== 'issue') return unmappedOperation('GitHub', resource, operation);
  if (operation === 'create') {
    const labels = commaList(
      ctx,
      list(p.labels).map((l) => record(l).label),
    );
    const assignees = commaList(
      ctx,
      list(p.assignees).map((a) => record(a).assignee),
    );
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
  }
  if (operation === 'get')
    return {
      serviceId: 'github.get_issue',
      params: { ...githubRepo(ctx), issue_number: ctx.value(p.issueNumber ?? 0) },
    };
  if (operation === 'createComment')
    return {
      serviceId: 'github.create_comment',
      params: {
        ...githubRepo(ctx),
        issue_number: ctx.value(p.issueNumber ?? 0),
        body: ctx.value(p.body ?? ''),
      },
    };
  return unmappedOperation('GitHub', resource, operation);
});
