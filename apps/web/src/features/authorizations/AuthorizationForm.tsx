import type { AuthTemplate } from '@flowlane/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProjectList } from '../../api/projects';
import { type FieldValues, SchemaFields } from './SchemaFields';

export type AuthorizationDraft = { name: string; projectId: string; fields: FieldValues };

const NO_PROJECT = '';

/** Name, project and the template's fields: the create form and the edit form of an authorization. */
export function AuthorizationForm({
  template,
  draft,
  errors,
  onChange,
}: {
  template: AuthTemplate;
  draft: AuthorizationDraft;
  errors: Record<string, string>;
  onChange(draft: AuthorizationDraft): void;
}) {
  const { t } = useTranslation();
  const projects = useProjectList();
  return (
    <Stack spacing={2.5} data-testid="authorization-form">
      <TextField
        size="small"
        fullWidth
        required
        label={t('authorizations.name')}
        value={draft.name}
        error={errors.name !== undefined}
        helperText={errors.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'authorization-name' } }}
      />
      <TextField
        size="small"
        fullWidth
        select
        label={t('authorizations.project')}
        value={draft.projectId}
        error={errors.projectId !== undefined}
        helperText={errors.projectId}
        onChange={(event) => onChange({ ...draft, projectId: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="authorization-project"
      >
        <MenuItem value={NO_PROJECT}>
          <em>{t('authorizations.noProject')}</em>
        </MenuItem>
        {(projects.data ?? []).map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
        {draft.projectId !== NO_PROJECT && !projects.data?.some((p) => p.id === draft.projectId) && (
          <MenuItem value={draft.projectId}>{draft.projectId}</MenuItem>
        )}
      </TextField>
      <SchemaFields
        idPrefix="auth"
        fields={template.fields}
        values={draft.fields}
        errors={errors}
        onChange={(key, value) => onChange({ ...draft, fields: { ...draft.fields, [key]: value } })}
      />
    </Stack>
  );
}

/** The form's values as the API takes them: numbers as numbers, empty optional values left out as "". */
export function payloadFields(
  template: AuthTemplate,
  values: FieldValues,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const field of template.fields) {
    const value = values[field.key];
    if (field.type === 'boolean') out[field.key] = value === true;
    else if (field.type === 'number') {
      const text = String(value ?? '').trim();
      out[field.key] = text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
    } else out[field.key] = value === undefined || value === null ? '' : String(value);
  }
  return out;
}
