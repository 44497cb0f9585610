import type { AuthTemplate } from '@flowlane/contracts';
import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FieldValues, SchemaFields } from '../../ui/library';
import { ProjectSelect } from '../../ui/pickers';

export type AuthorizationDraft = { name: string; projectId: string; fields: FieldValues };

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
      <ProjectSelect
        label={t('authorizations.project')}
        noneLabel={t('authorizations.noProject')}
        value={draft.projectId}
        error={errors.projectId}
        onChange={(projectId) => onChange({ ...draft, projectId })}
        testId="authorization-project"
      />
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
