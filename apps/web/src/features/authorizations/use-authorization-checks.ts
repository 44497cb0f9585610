import type { AuthTemplate } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../ui';
import { missingRequired } from '../../ui/library';
import type { AuthorizationDraft } from './AuthorizationForm';
import { authorizationErrors } from './server-fields';

const NONE: Record<string, string> = {};

/**
 * The errors of an authorization's form (create or edit): what the check finds before a save, the
 * server's field errors after a failed one.
 */
export function useAuthorizationChecks() {
  const { t } = useTranslation();
  const fields = useFieldErrors(NONE, authorizationErrors);
  return {
    ...fields,
    /** Sends the draft when nothing required is missing; else shows what is. */
    submit(
      template: AuthTemplate | undefined,
      draft: AuthorizationDraft | null,
      send: (draft: AuthorizationDraft) => void,
    ) {
      if (!template || !draft) return;
      const missing = missingRequired(template.fields, draft.fields, (label) =>
        t('authorizations.required', { label }),
      );
      if (!draft.name.trim()) missing.name = t('authorizations.nameRequired');
      fields.set(missing);
      if (Object.keys(missing).length === 0) send(draft);
    },
  };
}
