import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepTabProps } from '../model/types';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { REPLACED_FIELDS, TriggerSection } from '../triggers/TriggerSection';
import { issueForField, stepIssues } from './field-issues';
import { visibleFields } from './field-visibility';
import { ParamField } from './ParamField';

/** The form generated from the service's input fields, with the server's validation messages. */
export function ParamsForm({ nodeId, data, service }: StepTabProps) {
  const { t } = useTranslation();
  const issues = useDecorStore((s) => s.issuesByNode.get(nodeId));

  const setParam = useCallback(
    (key: string, value: unknown) => {
      // Read the step as it is now: several inputs may change between two renders.
      const current = useDesignerStore.getState().nodes.find((n) => n.id === nodeId);
      if (!current) return;
      const { [key]: _old, ...rest } = current.data.params;
      const params = value === undefined ? rest : { ...rest, [key]: value };
      designer.updateStep(nodeId, { params }, `${nodeId}:param:${key}`);
    },
    [nodeId],
  );

  if (!service) {
    return (
      <Stack spacing={1}>
        <Alert severity="warning">{t('designer.panel.unknownService')}</Alert>
        {stepIssues(issues, []).map((issue) => (
          <Alert key={issue.message} severity="error" variant="outlined">
            {issue.message}
          </Alert>
        ))}
      </Stack>
    );
  }

  const fields = visibleFields(service.inputs, data.action, data.params, REPLACED_FIELDS[service.id]);
  const section = service.kind === 'trigger' ? <TriggerSection nodeId={nodeId} data={data} /> : null;
  const general = stepIssues(
    issues,
    fields.map((f) => f.key),
  );
  return (
    <Stack spacing={2} data-testid="params-form">
      {general.map((issue) => (
        <Alert key={issue.message} severity="error" variant="outlined" data-testid="step-panel-issue">
          {issue.message}
        </Alert>
      ))}
      {service.actions.length > 1 && (
        <TextField
          select
          size="small"
          label={t('designer.panel.action')}
          value={data.action}
          helperText={service.actions.find((a) => a.id === data.action)?.description}
          onChange={(event) => designer.updateStep(nodeId, { action: event.target.value })}
        >
          {service.actions.map((action) => (
            <MenuItem key={action.id} value={action.id}>
              {action.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {section}
      {fields.length === 0 && !section && (
        <Typography variant="body2" color="text.secondary">
          {t('designer.panel.noInputs')}
        </Typography>
      )}
      {fields.map((field) => (
        <ParamField
          key={`${nodeId}:${field.key}`}
          nodeId={nodeId}
          field={field}
          value={data.params[field.key]}
          onChange={setParam}
          issue={issueForField(issues, field.key)}
          authorizationKinds={service.authorizationKinds}
          params={data.params}
          inputs={service.inputs}
        />
      ))}
    </Stack>
  );
}
