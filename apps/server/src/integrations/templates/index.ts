import type { IntegrationTemplate } from '@flowlane/contracts';
import { CHAT_TEMPLATES } from './chat.js';
import { CRM_TEMPLATES } from './crm.js';
import { DATABASE_TEMPLATES } from './databases.js';
import { GOOGLE_TEMPLATES } from './google.js';
import { MESSAGING_TEMPLATES } from './messaging.js';
import { MICROSOFT_TEMPLATES } from './microsoft.js';
import { WEB_AND_MAIL_TEMPLATES } from './web-and-mail.js';
import { WORK_TEMPLATES } from './work.js';

/** The integration library, in the order it lists them: a file per family of templates. */
export const INTEGRATION_TEMPLATES: readonly IntegrationTemplate[] = [
  ...WEB_AND_MAIL_TEMPLATES,
  ...DATABASE_TEMPLATES,
  ...MESSAGING_TEMPLATES,
  ...GOOGLE_TEMPLATES,
  ...MICROSOFT_TEMPLATES,
  ...CHAT_TEMPLATES,
  ...WORK_TEMPLATES,
  ...CRM_TEMPLATES,
];

export function findIntegrationTemplate(id: string): IntegrationTemplate | undefined {
  return INTEGRATION_TEMPLATES.find((t) => t.id === id);
}
