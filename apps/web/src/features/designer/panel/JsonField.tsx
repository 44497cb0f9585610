import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jsonParam, jsonText } from './field-values';
import { MappedTextField } from './MappedTextField';

/**
 * A JSON value (a body, a list of conditions, pinned data) edited as text: taken when it parses (or is one
 * mapping), flagged while it does not. Strings inside may hold mappings.
 */
export function JsonField(props: {
  targetId: string;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  required?: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
  minRows?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [text, setText] = useState(() => jsonText(value));
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const written = useRef(JSON.stringify(value ?? null));
  useEffect(() => {
    const outside = JSON.stringify(value ?? null);
    if (outside !== written.current) {
      written.current = outside;
      setText(jsonText(value));
      setInvalid(undefined);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const parsed = jsonParam(next);
    if (!parsed.ok) {
      setInvalid(`${t('designer.panel.invalidJson')}: ${parsed.error}`);
      return;
    }
    setInvalid(undefined);
    written.current = JSON.stringify(parsed.value ?? null);
    onChange(parsed.value);
  };

  return (
    <MappedTextField
      targetId={props.targetId}
      label={props.label}
      value={text}
      onChange={change}
      multiline
      minRows={props.minRows ?? 3}
      monospace
      required={props.required ?? false}
      helperText={props.helperText}
      error={invalid ?? props.error}
      {...(props.testId ? { testId: props.testId } : {})}
    />
  );
}
