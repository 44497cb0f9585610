import type { WorkflowListItem } from '@flowlane/contracts';
import type { WorkflowSort } from './workflows-api';

/** Labels of the workflow list that the spec does not give. */
export const WORKFLOWS_TEXTS = {
  subtitle: 'Build, run and watch your automations',
  search: 'Search workflows',
  sort: 'Sort by',
  project: 'Project',
  allProjects: 'All projects',
  noProject: '—',
  newWorkflow: 'New workflow',
  import: 'Import',
  importing: 'Importing…',
  imported: (title: string) => `Workflow imported: ${title}`,
  title: 'Title',
  enabled: 'Enabled',
  enable: (title: string) => `Enable ${title}`,
  triggers: 'Triggers',
  lastRun: 'Last run',
  nextRun: 'Next scheduled run',
  actions: 'Actions',
  never: 'Never run',
  notScheduled: '—',
  logs: 'Logs',
  openLogs: (title: string) => `Logs of ${title}`,
  more: (title: string) => `More actions for ${title}`,
  duplicate: 'Duplicate',
  duplicated: (title: string) => `Workflow duplicated: ${title}`,
  exportJson: 'Export',
  delete: 'Delete',
  deleted: 'Workflow deleted',
  enabledOn: 'Workflow enabled',
  enabledOff: 'Workflow disabled',
  deleteTitle: 'Delete this workflow?',
  deleteText: (title: string) =>
    `"${title}" and all of its runs will be deleted. Its webhook stops answering. This cannot be undone.`,
  cancel: 'CANCEL',
  confirmDelete: 'DELETE',
  empty: 'No workflows yet. Create one, or import an export file.',
  noMatch: (search: string) => `No workflow matches "${search}".`,
} as const;

export const SORT_LABELS: Record<WorkflowSort, string> = {
  updated: 'Last updated',
  title: 'Title',
  created: 'Created',
};

export const WORKFLOW_TRIGGER_LABELS: Record<WorkflowListItem['triggers'][number], string> = {
  manual: 'Manual',
  schedule: 'Schedule',
  webhook: 'Webhook',
  mailhook: 'Mailhook',
};
