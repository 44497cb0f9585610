import { describe, expect, it } from 'vitest';
import { type CompletionScope, completionsAt } from './completions';

const scope: CompletionScope = {
  steps: [
    { id: 'http_request', name: 'Get orders', fields: ['status', 'body'] },
    { id: 'shape', name: 'Shape', fields: ['name'] },
  ],
  trigger: ['body', 'headers'],
  functions: [{ name: 'uppercase', signature: '(text)', description: 'Upper case' }],
  code: false,
};
const labels = (before: string, s: CompletionScope = scope) =>
  completionsAt(before, s)?.options.map((o) => o.label);

describe('editor completions', () => {
  it('offers the step ids after steps., with their names', () => {
    const result = completionsAt('{{ steps.ht', scope);
    expect(result?.from).toBe('{{ steps.'.length);
    expect(result?.options).toEqual([
      { label: 'http_request', detail: 'Get orders', type: 'property' },
      { label: 'shape', detail: 'Shape', type: 'property' },
    ]);
  });

  it("offers a step's output fields, and the trigger's", () => {
    expect(labels('steps.http_request.')).toEqual(['status', 'body']);
    expect(labels('trigger.bo')).toEqual(['body', 'headers']);
    expect(labels('steps.nosuch.')).toBeUndefined();
  });

  it('offers the mapper functions after $, inserting the call', () => {
    const result = completionsAt('$upp', scope);
    expect(result?.from).toBe(0);
    expect(result?.options[0]).toMatchObject({ label: '$uppercase', apply: '$uppercase(', type: 'function' });
  });

  it('offers the roots at the start of a word', () => {
    expect(labels('st')).toEqual(['steps', 'trigger', 'vars', 'env']);
    expect(labels('steps.shape.name & ')).toEqual(['steps', 'trigger', 'vars', 'env']);
  });

  it('in the Code step, completes under input and offers no mapper functions', () => {
    const code = { ...scope, code: true };
    expect(labels('const n = in', code)).toEqual(['input']);
    expect(labels('input.steps.', code)).toEqual(['http_request', 'shape']);
    expect(labels('input.trigger.', code)).toEqual(['body', 'headers']);
    expect(labels('$upp', code)).toBeUndefined();
    expect(labels('other.steps.', code)).toBeUndefined();
  });
});
