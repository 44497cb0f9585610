import type { ServiceField } from '@flowlane/contracts';
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { memo } from 'react';
import { SelectField } from '../../../ui';
import { DatasetPicker } from '../../../ui/pickers';
import { CodeField } from '../editor/CodeField';
import { AuthorizationPicker } from './AuthorizationPicker';
import { numberParam, textOf } from './field-values';
import { JsonField } from './JsonField';
import { KeyValueField } from './KeyValueField';
import { LoadedOptions } from './LoadedOptions';
import { MappedTextField } from './MappedTextField';
import { AgentToolsField } from './tools/AgentToolsField';

export type ParamFieldProps = {
  nodeId: string;
  field: ServiceField;
  value: unknown;
  onChange(key: string, value: unknown): void;
  /** The server's validation message for this field. */
  issue: string | undefined;
  authorizationKinds: readonly string[] | undefined;
  /** The step's params (a field with loaded choices needs the authorization and what it depends on). */
  params: Record<string, unknown>;
  /** The step's fields, to name the one a field's loaded choices wait for. */
  inputs: readonly ServiceField[];
};

/** One input of a step's form, by the field's type (ServiceFieldType). */
export const ParamField = memo(function ParamField(props: ParamFieldProps) {
  const { nodeId, field, value, issue } = props;
  const set = (next: unknown) => props.onChange(field.key, next);
  const setText = (next: string) => set(next === '' ? undefined : next);
  const common = {
    targetId: `${nodeId}.${field.key}`,
    label: field.label,
    required: field.required,
    helperText: field.help,
    error: issue,
    testId: `param-${field.key}`,
  };
  const placeholder = field.placeholder ?? (field.default === undefined ? undefined : textOf(field.default));
  const code = (language: 'expression' | 'javascript') => (
    <CodeField
      nodeId={nodeId}
      targetId={common.targetId}
      label={field.label}
      language={language}
      required={field.required}
      value={textOf(value)}
      placeholder={placeholder}
      helperText={field.help}
      error={issue}
      testId={common.testId}
      onChange={setText}
    />
  );

  switch (field.type) {
    case 'string': {
      const text = (
        <MappedTextField {...common} value={textOf(value)} placeholder={placeholder} onChange={setText} />
      );
      const { optionsFrom } = field;
      if (!optionsFrom) return text;
      return (
        <Stack spacing={1}>
          {text}
          <LoadedOptions
            field={{ ...field, optionsFrom }}
            value={value}
            params={props.params}
            inputs={props.inputs}
            onChange={setText}
          />
        </Stack>
      );
    }
    case 'text':
      return (
        <MappedTextField
          {...common}
          value={textOf(value)}
          placeholder={placeholder}
          onChange={setText}
          multiline
          minRows={3}
        />
      );
    case 'expression':
      return code('expression');
    case 'number': {
      const text = textOf(value);
      const parsed = numberParam(text);
      return (
        <MappedTextField
          {...common}
          value={text}
          placeholder={placeholder}
          error={issue ?? parsed.error}
          onChange={(next) => set(numberParam(next).value)}
        />
      );
    }
    case 'boolean': {
      const checked = typeof value === 'boolean' ? value : field.default === true;
      return (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={checked}
                onChange={(event) => set(event.target.checked)}
                slotProps={{ input: { 'aria-label': field.label } }}
                data-testid={common.testId}
              />
            }
            label={field.label}
          />
          {(issue ?? field.help) && (
            <FormHelperText error={issue !== undefined}>{issue ?? field.help}</FormHelperText>
          )}
        </div>
      );
    }
    case 'select': {
      const current =
        typeof value === 'string' ? value : typeof field.default === 'string' ? field.default : '';
      return (
        <SelectField
          label={field.label}
          required={field.required}
          value={current}
          options={field.options ?? []}
          emptyLabel={field.required ? undefined : '—'}
          error={issue}
          helperText={field.help}
          onChange={set}
          testId={common.testId}
        />
      );
    }
    case 'json':
      return <JsonField {...common} value={value} onChange={set} />;
    case 'code':
      // Code runs as written (no mappings): the step reads its input itself.
      return code('javascript');
    case 'keyvalue':
      return <KeyValueField {...common} value={value} onChange={set} />;
    case 'tools':
      return <AgentToolsField {...common} value={value} onChange={set} />;
    case 'authorization':
      return (
        <AuthorizationPicker
          label={field.label}
          value={value}
          onChange={set}
          kinds={props.authorizationKinds}
          required={field.required}
          helperText={field.help}
          error={issue}
        />
      );
    case 'dataset':
      return (
        <DatasetPicker
          label={field.label}
          value={value}
          onChange={set}
          required={field.required}
          error={issue}
          testId={common.testId}
        />
      );
  }
});
