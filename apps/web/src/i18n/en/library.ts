import type { Texts } from '../shape';

/** What both libraries (integration templates, authorization templates) share: their categories. */
export const library = {
  categories: {
    oauth2Apps: 'OAuth2 apps',
    apps: 'Apps',
    http: 'HTTP',
    databases: 'Databases',
    messaging: 'Messaging',
    mail: 'Mail',
    ai: 'AI',
    monitoring: 'Monitoring',
    reports: 'Reports',
    forms: 'Forms',
    notifications: 'Notifications',
    files: 'Files',
    projects: 'Project management',
    crm: 'CRM',
  },
};

export type LibraryTexts = Texts<typeof library>;
