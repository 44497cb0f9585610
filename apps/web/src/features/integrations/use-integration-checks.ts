import type { IntegrationTemplate } from '@flowlane/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFailure } from '../../shell';
import {
  checkDraft,
  type IntegrationDraft,
  type IntegrationErrors,
  integrationErrors,
  NO_ERRORS,
} from './IntegrationForm';

/**
 * The errors of an integration's form (create or edit): what the check finds before a save, the server's
 * field errors after a failed one.
 */
export function useIntegrationChecks() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<IntegrationErrors>(NO_ERRORS);
  return {
    errors,
    clear: () => setErrors(NO_ERRORS),
    failed: (error: unknown) => {
      setErrors(integrationErrors(error));
      announceFailure(error);
    },
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
      setErrors(problems ?? NO_ERRORS);
      if (!problems) send(draft);
    },
  };
}
