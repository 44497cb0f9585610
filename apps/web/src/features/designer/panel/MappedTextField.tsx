import { checkTemplate } from '@flowlane/engine/browser';
import { Box, TextField } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type InsertMode, insertFragment } from '../mapper/insert-fragment';
import { MappingChips } from '../mapper/MappingChips';
import { mapperTarget } from '../mapper/mapper-target';

export type MappedTextFieldProps = {
  /** Unique among the open panel's inputs: the mapper's insert target. */
  targetId: string;
  label: string;
  value: string;
  onChange(value: string): void;
  mode?: InsertMode;
  multiline?: boolean;
  minRows?: number;
  monospace?: boolean;
  required?: boolean;
  placeholder?: string | undefined;
  helperText?: string | undefined;
  /** A problem found elsewhere (the server's validation, invalid JSON); wins over the help text. */
  error?: string | undefined;
  testId?: string;
};

/**
 * A text input that takes mappings: the mapper inserts into it at the caret, its `{{ }}` parts show as
 * chips, and an unclosed or empty mapping is flagged as the user types.
 */
export function MappedTextField(props: MappedTextFieldProps) {
  const { t } = useTranslation();
  const { targetId, label, value, onChange, mode = 'template', error, helperText } = props;
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  // The mapper calls insert() later, from a click elsewhere; it must see the value and handler of then.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => () => mapperTarget.clear(targetId), [targetId]);

  const check = useMemo(() => (mode === 'template' ? checkTemplate(value) : null), [mode, value]);
  const problem =
    check?.problem === 'unclosed'
      ? t('designer.panel.mappingUnclosed')
      : check?.problem === 'empty'
        ? t('designer.panel.mappingEmpty')
        : undefined;
  // What is typed now is checked first: the server's message is about the value it last saw.
  const shownError = problem ?? error;

  const onFocus = () =>
    mapperTarget.set({
      id: targetId,
      label,
      insert(fragment) {
        const element = input.current;
        const current = latest.current.value;
        const selection = {
          start: element?.selectionStart ?? current.length,
          end: element?.selectionEnd ?? current.length,
        };
        const next = insertFragment(current, selection, fragment, mode);
        latest.current.onChange(next.value);
        // Back to the input with the caret after the insertion, once React has written the new value.
        requestAnimationFrame(() => {
          element?.focus();
          element?.setSelectionRange(next.caret, next.caret);
        });
      },
    });

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        label={label}
        value={value}
        required={props.required ?? false}
        placeholder={props.placeholder}
        multiline={props.multiline ?? false}
        minRows={props.minRows}
        maxRows={props.multiline ? 16 : undefined}
        error={shownError !== undefined}
        helperText={shownError ?? helperText}
        inputRef={input}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: {
            'data-testid': props.testId,
            'data-mapper-target': targetId,
            spellCheck: false,
            // What is typed keeps its own direction (an English text or a mapping in the Arabic interface).
            dir: 'auto',
            style: props.monospace
              ? { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 }
              : {},
          },
        }}
      />
      {check && <MappingChips parts={check.parts} />}
    </Box>
  );
}
