import { describe, expect, it } from 'vitest';
import { insertFragment } from './insert-fragment';

describe('inserting a picked field', () => {
  it('wraps it in braces outside a mapping, at the caret', () => {
    expect(insertFragment('Hello !', { start: 6, end: 6 }, 'trigger.body.name', 'template')).toEqual({
      value: 'Hello {{ trigger.body.name }}!',
      caret: 29,
    });
  });

  it('inserts it bare inside an open mapping', () => {
    const value = '{{ $uppercase() }}';
    expect(insertFragment(value, { start: 14, end: 14 }, 'trigger.body.name', 'template').value).toBe(
      '{{ $uppercase(trigger.body.name) }}',
    );
  });

  it('replaces the selection, and stays bare in an expression field', () => {
    expect(insertFragment('steps.x = 1', { start: 0, end: 7 }, 'steps.y', 'expression').value).toBe(
      'steps.y = 1',
    );
  });
});
