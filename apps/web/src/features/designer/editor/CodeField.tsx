import { Skeleton } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useMapperFunctionsQuery } from '../api/queries';
import { insertFragment } from '../mapper/insert-fragment';
import { mapperTarget } from '../mapper/mapper-target';
import { useDecorStore } from '../store/decor-store';
import { useDesignerStore } from '../store/designer-store';
import type { CodeEditorHandle } from './CodeEditor';
import { completionScope } from './completion-scope';

const CodeEditor = lazy(() => import('./CodeEditor'));

export type CodeFieldProps = {
  nodeId: string;
  /** Unique among the open panel's inputs: the mapper's insert target (expressions only). */
  targetId: string;
  label: string;
  value: string;
  onChange(value: string): void;
  language: 'javascript' | 'expression';
  required?: boolean;
  placeholder?: string | undefined;
  helperText?: string | undefined;
  error?: string | undefined;
  testId?: string;
};

/**
 * A Code step's script or a mapping expression in the code editor, which loads on first use; its
 * completions read the canvas when asked. An expression takes the mapper's insertions like any input.
 */
export function CodeField(props: CodeFieldProps) {
  const { nodeId, targetId, language, label } = props;
  const functions = useMapperFunctionsQuery().data;
  const latestFunctions = useRef(functions);
  latestFunctions.current = functions;
  useEffect(() => () => mapperTarget.clear(targetId), [targetId]);

  const scope = useCallback(
    () =>
      completionScope({
        nodeId,
        code: language === 'javascript',
        nodes: useDesignerStore.getState().nodes,
        services: useDecorStore.getState().services,
        outputs: useDecorStore.getState().stepsByNode,
        functions: latestFunctions.current ?? [],
      }),
    [nodeId, language],
  );

  const onFocus = useCallback(
    (handle: CodeEditorHandle) => {
      if (language !== 'expression') return;
      mapperTarget.set({
        id: targetId,
        label,
        insert(fragment) {
          handle.replaceSelection((value, start, end) =>
            insertFragment(value, { start, end }, fragment, 'expression'),
          );
        },
      });
    },
    [language, targetId, label],
  );

  const lines = language === 'javascript' ? 8 : 1;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={lines * 20 + 40} />}>
      <CodeEditor
        label={label}
        value={props.value}
        onChange={props.onChange}
        language={language}
        scope={scope}
        required={props.required ?? false}
        placeholder={props.placeholder}
        helperText={props.helperText}
        error={props.error}
        minLines={lines}
        onFocus={onFocus}
        {...(props.testId ? { testId: props.testId } : {})}
      />
    </Suspense>
  );
}
