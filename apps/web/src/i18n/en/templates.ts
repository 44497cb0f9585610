import type { Texts } from '../shape';
import { authAppTemplates } from './templates-auth-apps';
import { authConnectionTemplates } from './templates-auth-connections';
import { coreTemplates } from './templates-core';
import { officeTemplates } from './templates-office';
import { teamworkTemplates } from './templates-teamwork';

/**
 * The two libraries' texts by template id: each integration template's name, description, setting and
 * authorization labels and help; each auth template's name, description and field labels, help and
 * options. English is the server's (apps/server/src/integrations/templates/, contracts' AUTH_TEMPLATES),
 * letter for letter (a test compares them); the libraries show the interface language's
 * (features/integrations/template-texts.ts, features/authorizations/auth-template-texts.ts), and the
 * server's words for a template the catalogue does not know yet.
 */
export const templates = {
  integrations: { ...coreTemplates, ...officeTemplates, ...teamworkTemplates },
  auth: { ...authAppTemplates, ...authConnectionTemplates },
};

export type TemplatesTexts = Texts<typeof templates>;
