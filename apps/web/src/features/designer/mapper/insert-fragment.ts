import { caretInMapping } from '@flowlane/engine/browser';

export type InsertMode = 'template' | 'expression';

/**
 * Puts a picked field or function into a value at the selection: wrapped in `{{ }}` in a template,
 * bare where the caret is already inside a mapping (the engine's template syntax says where) or the field
 * is a raw expression.
 */
export function insertFragment(
  value: string,
  selection: { start: number; end: number },
  fragment: string,
  mode: InsertMode,
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  const bare = mode === 'expression' || caretInMapping(value, start);
  const text = bare ? fragment : `{{ ${fragment} }}`;
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
