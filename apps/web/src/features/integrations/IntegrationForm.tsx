import type { IntegrationTemplate } from '@flowlane/contracts';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { type FieldValues, fieldErrorsOf, missingRequired, SchemaFields } from '../../ui/library';
import { AuthorizationSelect, ProjectSelect } from '../../ui/pickers';

export type IntegrationDraft = {
  name: string;
  projectId: string;
  settings: FieldValues;
  authorizationIds: Record<string, string>;
};

export type IntegrationErrors = {
  name?: string;
  projectId?: string;
  settings: Record<string, string>;
  authorizationIds: Record<string, string>;
};

export const NO_ERRORS: IntegrationErrors = { settings: {}, authorizationIds: {} };

/** A failed save's field errors, split as the form shows them. */
export function integrationErrors(error: unknown): IntegrationErrors {
  if (!(error instanceof ApiRequestError)) return NO_ERRORS;
  const fields = error.body.fields ?? {};
  return {
    ...(fields.name ? { name: fields.name } : {}),
    ...(fields.projectId ? { projectId: fields.projectId } : {}),
    settings: fieldErrorsOf(fields, 'settings'),
    authorizationIds: fieldErrorsOf(fields, 'authorizationIds'),
  };
}

/** Required settings and authorizations left empty; null when the form may be sent. */
export function checkDraft(
  template: IntegrationTemplate,
  draft: IntegrationDraft,
  required: (label: string) => string,
  nameRequired: string,
): IntegrationErrors | null {
  const errors: IntegrationErrors = {
    settings: missingRequired(template.settings, draft.settings, required),
    authorizationIds: {},
  };
  for (const requirement of template.authorizations) {
    if (requirement.required && !draft.authorizationIds[requirement.key])
      errors.authorizationIds[requirement.key] = required(requirement.label);
  }
  if (!draft.name.trim()) errors.name = nameRequired;
  const any =
    errors.name !== undefined ||
    Object.keys(errors.settings).length > 0 ||
    Object.keys(errors.authorizationIds).length > 0;
  return any ? errors : null;
}

/** The chosen authorizations without empty picks. */
export const chosenAuthorizations = (ids: Record<string, string>) =>
  Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== ''));

/** Name, project, the template's settings and one authorization picker per requirement. */
export function IntegrationForm({
  template,
  draft,
  errors,
  onChange,
}: {
  template: IntegrationTemplate;
  draft: IntegrationDraft;
  errors: IntegrationErrors;
  onChange(draft: IntegrationDraft): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} data-testid="integration-form">
      <TextField
        size="small"
        fullWidth
        required
        label={t('integrations.name')}
        value={draft.name}
        error={errors.name !== undefined}
        helperText={errors.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'integration-name' } }}
      />
      <ProjectSelect
        label={t('integrations.project')}
        noneLabel={t('integrations.noProject')}
        value={draft.projectId}
        error={errors.projectId}
        onChange={(projectId) => onChange({ ...draft, projectId })}
        testId="integration-project"
      />
      {template.authorizations.length > 0 && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('integrations.authorizations')}
          </Typography>
          {template.authorizations.map((requirement) => (
            <AuthorizationSelect
              key={requirement.key}
              requirement={requirement}
              value={draft.authorizationIds[requirement.key] ?? ''}
              error={errors.authorizationIds[requirement.key]}
              onChange={(id) =>
                onChange({ ...draft, authorizationIds: { ...draft.authorizationIds, [requirement.key]: id } })
              }
            />
          ))}
        </Stack>
      )}
      {template.settings.length > 0 && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('integrations.settings')}
          </Typography>
          <SchemaFields
            idPrefix="setting"
            fields={template.settings}
            values={draft.settings}
            errors={errors.settings}
            onChange={(key, value) => onChange({ ...draft, settings: { ...draft.settings, [key]: value } })}
          />
        </Stack>
      )}
    </Stack>
  );
}
