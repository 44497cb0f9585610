import type { TemplatesTexts } from '../en/templates';
import { authAppTemplates } from './templates-auth-apps';
import { authConnectionTemplates } from './templates-auth-connections';
import { coreTemplates } from './templates-core';
import { officeTemplates } from './templates-office';
import { teamworkTemplates } from './templates-teamwork';

export const templates: TemplatesTexts = {
  integrations: { ...coreTemplates, ...officeTemplates, ...teamworkTemplates },
  auth: { ...authAppTemplates, ...authConnectionTemplates },
};
