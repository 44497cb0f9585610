/** What the editors complete: the workflow's steps and their fields, the trigger's fields, the functions. */
export type CompletionScope = {
  steps: ReadonlyArray<{ id: string; name: string; fields: readonly string[] }>;
  trigger: readonly string[];
  functions: ReadonlyArray<{ name: string; signature: string; description: string }>;
  /** The Code step: its data is under `input` (`input.steps.x`), and mapper functions are not there. */
  code: boolean;
};

export type CompletionOption = {
  label: string;
  detail?: string;
  info?: string;
  type: 'variable' | 'property' | 'function';
  apply?: string;
};

/** `from` is where the word being completed starts in `before`; the editor replaces from there. */
export type Completions = { from: number; options: CompletionOption[] };

const ROOTS = ['steps', 'trigger', 'vars', 'env'] as const;

/**
 * The completions for the text before the caret: `steps.` offers the step ids, `steps.<id>.` that
 * step's output fields, `trigger.` the trigger's, `$` the mapper functions (not in Code). Pure, so the
 * rules are tested without an editor.
 */
export function completionsAt(before: string, scope: CompletionScope): Completions | null {
  const token = /[\w$]+(?:\.[\w$]*)*$|(?:[\w$]+\.)+$/.exec(before)?.[0] ?? '';
  const parts = token.split('.');
  const partial = parts.pop() ?? '';
  const from = before.length - partial.length;
  let path = parts;
  if (scope.code) {
    if (path.length === 0) {
      return /^\w*$/.test(partial) ? { from, options: [{ label: 'input', type: 'variable' }] } : null;
    }
    if (path[0] !== 'input') return null;
    path = path.slice(1);
  }
  if (path.length === 0) {
    if (!scope.code && partial.startsWith('$')) {
      return {
        from,
        options: scope.functions.map((fn) => ({
          label: `$${fn.name}`,
          detail: fn.signature,
          info: fn.description,
          type: 'function',
          apply: `$${fn.name}(`,
        })),
      };
    }
    return { from, options: ROOTS.map((label) => ({ label, type: 'variable' })) };
  }
  const [root, stepId, ...rest] = path;
  if (root === 'steps' && stepId === undefined) {
    return {
      from,
      options: scope.steps.map((step) => ({ label: step.id, detail: step.name, type: 'property' })),
    };
  }
  if (root === 'steps' && rest.length === 0) {
    const step = scope.steps.find((s) => s.id === stepId);
    return step ? { from, options: step.fields.map((label) => ({ label, type: 'property' })) } : null;
  }
  if (root === 'trigger' && stepId === undefined) {
    return { from, options: scope.trigger.map((label) => ({ label, type: 'property' })) };
  }
  return null;
}
