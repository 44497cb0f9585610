import type { IntegrationAuthRequirement, IntegrationTemplate } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Box, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuthorizations } from '../../api/authorizations';
import { ApiRequestError } from '../../api/client';
import { useProjectList } from '../../api/projects';
import { useAccent } from '../../shell';
import { useKindName } from '../authorizations/kind-name';
import {
  type FieldValues,
  fieldErrorsOf,
  missingRequired,
  SchemaFields,
} from '../authorizations/SchemaFields';

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
  const projects = useProjectList();
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
      <TextField
        size="small"
        fullWidth
        select
        label={t('integrations.project')}
        value={draft.projectId}
        error={errors.projectId !== undefined}
        helperText={errors.projectId}
        onChange={(event) => onChange({ ...draft, projectId: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="integration-project"
      >
        <MenuItem value="">
          <em>{t('integrations.noProject')}</em>
        </MenuItem>
        {(projects.data ?? []).map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
      {template.authorizations.length > 0 && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('integrations.authorizations')}
          </Typography>
          {template.authorizations.map((requirement) => (
            <AuthorizationChoice
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

/** The team's authorizations of the needed kind, with "Create new" opening the auth template's form. */
function AuthorizationChoice({
  requirement,
  value,
  error,
  onChange,
}: {
  requirement: IntegrationAuthRequirement;
  value: string;
  error: string | undefined;
  onChange(id: string): void;
}) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const location = useLocation();
  const accent = useAccent();
  const authorizations = useAuthorizations();
  const items = (authorizations.data ?? []).filter((a) => a.kind === requirement.kind);
  const returnTo = `${location.pathname}${location.search}`;
  const createHref = `/auth-library/auth-templates/${encodeURIComponent(requirement.authTemplateId)}?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <Stack spacing={0.5} data-auth-requirement={requirement.key}>
      <TextField
        select
        size="small"
        fullWidth
        label={requirement.label}
        required={requirement.required}
        value={value}
        error={error !== undefined}
        helperText={
          error ??
          requirement.help ??
          (items.length === 0
            ? t('integrations.noAuthorizationOfKind', { kind: kindName(requirement.kind) })
            : undefined)
        }
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `auth-${requirement.key}` } }}
      >
        <MenuItem value="">
          <em>{t('integrations.chooseAuthorization')}</em>
        </MenuItem>
        {items.map((authorization) => (
          <MenuItem key={authorization.id} value={authorization.id}>
            {authorization.name}
          </MenuItem>
        ))}
        {value !== '' && !items.some((a) => a.id === value) && <MenuItem value={value}>{value}</MenuItem>}
      </TextField>
      <Box>
        <Link
          component={RouterLink}
          to={createHref}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          color={accent}
          data-testid={`create-auth-${requirement.key}`}
        >
          <AddIcon fontSize="inherit" />
          {t('integrations.createNewAuthorization')}
        </Link>
      </Box>
    </Stack>
  );
}
