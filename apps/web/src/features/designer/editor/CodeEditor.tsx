import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript, javascriptLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { Box, FormHelperText, Typography, useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type CompletionScope, completionsAt } from './completions';

export type CodeEditorHandle = {
  /** Rewrites the text around the selection (the mapper's insertion); the caret goes to `caret`. */
  replaceSelection(
    build: (value: string, from: number, to: number) => { value: string; caret: number },
  ): void;
};

export type CodeEditorProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  /** 'javascript': the Code step, with line numbers; 'expression': a JSONata mapping. */
  language: 'javascript' | 'expression';
  /** Read when completions are asked for, so they follow the workflow as it is edited. */
  scope: () => CompletionScope;
  required?: boolean;
  placeholder?: string | undefined;
  helperText?: string | undefined;
  error?: string | undefined;
  testId?: string;
  minLines?: number;
  onFocus?(handle: CodeEditorHandle): void;
};

const MONO = 'ui-monospace, Menlo, Consolas, monospace';

function highlightStyle(dark: boolean) {
  return HighlightStyle.define([
    { tag: tags.keyword, color: dark ? '#d2a8ff' : '#7c3aed' },
    { tag: [tags.string, tags.special(tags.string), tags.regexp], color: dark ? '#a5d6a7' : '#116329' },
    { tag: [tags.number, tags.bool, tags.null], color: dark ? '#ffab70' : '#953800' },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment],
      color: dark ? '#9ea7b3' : '#57606a',
      fontStyle: 'italic',
    },
    {
      tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
      color: dark ? '#79c0ff' : '#0550ae',
    },
    { tag: tags.propertyName, color: dark ? '#7ee0ff' : '#0a3069' },
  ]);
}

/**
 * A CodeMirror 6 editor for the Code step (JavaScript) and mapping expressions: highlighting, bracket
 * matching and closing, and completion of `steps.*`, `trigger.*` and the mapper functions. Loaded with
 * React.lazy by the step panel, so the login page and the canvas do not carry it.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // Handlers of the latest render: the editor is built once and calls back through this.
  const latest = useRef(props);
  latest.current = props;
  const themeSlot = useRef(new Compartment());

  // Built once: later props arrive through `latest`, the theme through its compartment.
  useEffect(() => {
    if (!host.current) return;
    const complete = (context: CompletionContext): CompletionResult | null => {
      const line = context.state.doc.lineAt(context.pos);
      const before = line.text.slice(0, context.pos - line.from);
      const found = completionsAt(before, latest.current.scope());
      if (!found || found.options.length === 0) return null;
      // Roots are offered only once a word is begun, or on Ctrl+Space.
      if (found.from === before.length && !before.endsWith('.') && !context.explicit) return null;
      return { from: line.from + found.from, options: found.options, validFor: /^[\w$]*$/ };
    };
    const handle: CodeEditorHandle = {
      replaceSelection(build) {
        const current = view.current;
        if (!current) return;
        const { from, to } = current.state.selection.main;
        const next = build(current.state.doc.toString(), from, to);
        current.dispatch({
          changes: { from: 0, to: current.state.doc.length, insert: next.value },
          selection: { anchor: next.caret },
        });
        current.focus();
      },
    };
    const { language, label, testId, placeholder } = latest.current;
    const state = EditorState.create({
      doc: latest.current.value,
      extensions: [
        language === 'javascript' ? lineNumbers() : [],
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        javascript(),
        javascriptLanguage.data.of({ autocomplete: complete }),
        autocompletion({ activateOnTyping: true }),
        keymap.of([
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          ...completionKeymap,
          indentWithTab,
        ]),
        placeholder ? placeholderText(placeholder) : [],
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          'aria-label': label,
          ...(testId ? { 'data-testid': testId } : {}),
          spellcheck: 'false',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          if (update.focusChanged && update.view.hasFocus) latest.current.onFocus?.(handle);
        }),
        themeSlot.current.of([]),
      ],
    });
    view.current = new EditorView({ state, parent: host.current });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
  }, []);

  // The theme follows the app's (light, dark) without rebuilding the editor.
  useEffect(() => {
    const minHeight = `${(props.minLines ?? 1) * 1.5 + 0.5}em`;
    view.current?.dispatch({
      effects: themeSlot.current.reconfigure([
        syntaxHighlighting(highlightStyle(dark)),
        EditorView.theme(
          {
            '&': { fontSize: '13px', backgroundColor: 'transparent', color: theme.palette.text.primary },
            '.cm-content': { fontFamily: MONO, minHeight, caretColor: theme.palette.text.primary },
            '.cm-scroller': { fontFamily: MONO, lineHeight: 1.5, maxHeight: '24em' },
            '.cm-gutters': {
              backgroundColor: 'transparent',
              color: theme.palette.text.secondary,
              border: 'none',
              borderInlineEnd: `1px solid ${theme.palette.divider}`,
            },
            '.cm-activeLine': { backgroundColor: theme.palette.action.hover },
            '.cm-activeLineGutter': { backgroundColor: theme.palette.action.hover },
            '&.cm-focused': { outline: 'none' },
            '.cm-tooltip': {
              backgroundColor: theme.palette.background.paper,
              color: theme.palette.text.primary,
              border: `1px solid ${theme.palette.divider}`,
            },
            '.cm-tooltip-autocomplete ul li[aria-selected]': {
              backgroundColor: theme.palette.secondary.main,
              color: theme.palette.secondary.contrastText,
            },
            '.cm-completionDetail': { opacity: 0.8, marginInlineStart: '0.75em' },
            '.cm-matchingBracket': { backgroundColor: theme.palette.action.selected, outline: 'none' },
            '.cm-placeholder': { color: theme.palette.text.disabled },
          },
          { dark },
        ),
      ]),
    });
  }, [dark, theme, props.minLines]);

  // A value changed from outside (undo, the mapper, another panel) is written into the editor.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== props.value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: props.value } });
    }
  }, [props.value]);

  const problem = props.error;
  return (
    <Box>
      <Typography
        component="div"
        variant="caption"
        color={problem ? 'error' : 'text.secondary'}
        sx={{ mb: 0.5 }}
      >
        {props.label}
        {props.required ? ' *' : ''}
      </Typography>
      <Box
        ref={host}
        dir="ltr"
        data-code-editor={props.language}
        sx={{
          border: 1,
          borderColor: problem ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 0.5,
          py: 0.25,
          '&:focus-within': { borderColor: problem ? 'error.main' : 'secondary.main' },
        }}
      />
      {(problem ?? props.helperText) && (
        <FormHelperText error={problem !== undefined}>{problem ?? props.helperText}</FormHelperText>
      )}
    </Box>
  );
}
