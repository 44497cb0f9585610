import type { IntegrationTemplate } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../ui';
import { checkDraft, type IntegrationDraft, integrationErrors, NO_ERRORS } from './IntegrationForm';

/**
 * The errors of an integration's form (create or edit): what the check finds before a save, the server's
 * field errors after a failed one.
 */
export function useIntegrationChecks() {
  const { t } = useTranslation();
  const fields = useFieldErrors(NO_ERRORS, integrationErrors);
  return {
    ...fields,
    /** Sends the draft when nothing required is missing; else shows what is. */
    submit(
      template: IntegrationTemplate | undefined,
      draft: IntegrationDraft | null,
      send: (draft: IntegrationDraft) => void,
    ) {
      if (!template || !draft) return;
      const problems = checkDraft(
        template,
        draft,
        (label) => t('integrations.required', { label }),
        t('integrations.nameRequired'),
      );
      fields.set(problems ?? NO_ERRORS);
      if (!problems) send(draft);
    },
  };
}
