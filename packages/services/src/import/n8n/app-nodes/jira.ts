import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, locator, operations, paging } from './app-helpers.js';

// ---- Jira (issue create, get, getAll; issueComment add)

/**
 * n8n keeps a Jira project and issue type as ids (its lists' values); our step takes the project's key and
 * the type's name. The type's name comes from the locator's cached name when there is one.
 */
function jiraCreate(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const project = locator(p.project);
  const type = locator(p.issueType);
  const fields = record(p.additionalFields);
  ctx.needsHand(
    'parameter',
    `n8n chose the project by its id (${String(project.value ?? '')}${project.name ? `, ${project.name}` : ''}): enter its key.`,
  );
  if (!type.name)
    ctx.needsHand(
      'parameter',
      `n8n chose the issue type by its id (${String(type.value ?? '')}): enter its name.`,
    );
  const labels = commaList(ctx, list(fields.labels ?? fields.serverLabels));
  leftOutNote(ctx, fields, ['description', 'labels', 'serverLabels', 'updateHistory']);
  return {
    serviceId: 'jira.create_issue',
    params: {
      project:
        typeof project.value === 'string' && /^\d+$/.test(project.value)
          ? ''
          : ctx.value(project.value ?? ''),
      issueType: type.name ?? '',
      summary: ctx.value(p.summary ?? ''),
      ...(fields.description ? { description: ctx.value(fields.description) } : {}),
      ...(labels ? { labels } : {}),
    },
  };
}

const jiraOperations = operations('Jira', ['issue.create', 'issueComment.add'], {
  'issue.create': jiraCreate,
  'issue.get': (ctx) => {
    const p = ctx.params;
    const fields = record(p.additionalFields).fields;
    if (p.simplifyOutput === true)
      ctx.needsHand(
        'parameter',
        "n8n simplified the issue's fields; this step outputs them as Jira gives them.",
      );
    return {
      serviceId: 'jira.get_issue',
      params: { issueKey: ctx.value(p.issueKey ?? ''), ...(fields ? { fields: ctx.value(fields) } : {}) },
    };
  },
  'issue.getAll': (ctx) => {
    const options = record(ctx.params.options);
    listNote(ctx, 'issue');
    return {
      serviceId: 'jira.search_issues',
      params: {
        // n8n's search without JQL lists every issue; the search step needs a JQL text.
        jql: options.jql ? ctx.value(options.jql) : 'ORDER BY created DESC',
        ...(options.fields ? { fields: ctx.value(options.fields) } : {}),
        ...paging(ctx, 50),
      },
    };
  },
  'issueComment.add': (ctx) => {
    const p = ctx.params;
    if (p.jsonParameters === true)
      return { unmapped: 'a Jira comment written in Atlassian Document Format (JSON)' };
    return {
      serviceId: 'jira.add_comment',
      params: { issueKey: ctx.value(p.issueKey ?? ''), body: ctx.value(p.comment ?? '') },
    };
  },
});

export const jira = appRow('n8n-nodes-base.jira', 'jira.create_issue', jiraOperations);
