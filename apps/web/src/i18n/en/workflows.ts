import type { Texts } from '../shape';

/** My Workflows (/workflows): the list, its toolbar, row actions and their messages. */
export const workflows = {
  subtitle: 'Build, run and watch your automations',
  search: 'Search workflows',
  sort: 'Sort by',
  sorts: { updated: 'Last updated', title: 'Title', created: 'Created' },
  project: 'Project',
  allProjects: 'All projects',
  newWorkflow: 'New workflow',
  import: 'Import',
  importing: 'Importing…',
  imported: 'Workflow imported: {{title}}',
  title: 'Title',
  enabled: 'Enabled',
  enable: 'Enable {{title}}',
  triggers: 'Triggers',
  lastRun: 'Last run',
  nextRun: 'Next scheduled run',
  actions: 'Actions',
  never: 'Never run',
  logs: 'Logs',
  openLogs: 'Logs of {{title}}',
  more: 'More actions for {{title}}',
  duplicate: 'Duplicate',
  duplicated: 'Workflow duplicated: {{title}}',
  exportJson: 'Export',
  delete: 'Delete',
  deleted: 'Workflow deleted',
  enabledOn: 'Workflow enabled',
  enabledOff: 'Workflow disabled',
  deleteTitle: 'Delete this workflow?',
  deleteText:
    '"{{title}}" and all of its runs will be deleted. Its webhook stops answering. This cannot be undone.',
  cancel: 'CANCEL',
  confirmDelete: 'DELETE',
  empty: 'No workflows yet. Create one, or import an export file.',
  noMatch: 'No workflow matches "{{search}}".',
  listFailed: 'The workflows could not be loaded.',
};

export type WorkflowsTexts = Texts<typeof workflows>;
