import { describe, expect, it } from 'vitest';
import { caretInMapping, checkTemplate, insertFragment, isSingleMapping } from './template';

describe('checking {{ }} mappings as the user types', () => {
  it.each([
    ['plain text', null],
    ['Hello {{ trigger.body.name }}!', null],
    ['{{ {"a": {"b": 1}} }}', null],
    ['{{ "}}" }}', null],
    ['Hello {{ trigger.body.name', 'unclosed'],
    ['{{ }}', 'empty'],
    ['a {{ x }} b {{', 'unclosed'],
  ])('%s → %s', (text, problem) => {
    expect(checkTemplate(text).problem).toBe(problem);
  });

  it('lists the mappings of a value for its chips', () => {
    const { parts } = checkTemplate('Hi {{ trigger.body.name }}, total {{ $sum(steps.a.items) }}');
    expect(
      parts.filter((p) => p.kind === 'expression').map((p) => (p.kind === 'expression' ? p.source : '')),
    ).toEqual(['trigger.body.name', '$sum(steps.a.items)']);
  });

  it('knows a value that is one mapping', () => {
    expect(isSingleMapping(' {{ trigger.body }} ')).toBe(true);
    expect(isSingleMapping('{"a": "{{ x }}"}')).toBe(false);
  });
});

describe('inserting a picked field', () => {
  it('wraps it in braces outside a mapping, at the caret', () => {
    expect(insertFragment('Hello !', { start: 6, end: 6 }, 'trigger.body.name', 'template')).toEqual({
      value: 'Hello {{ trigger.body.name }}!',
      caret: 29,
    });
  });

  it('inserts it bare inside an open mapping', () => {
    const value = '{{ $uppercase() }}';
    expect(caretInMapping(value, 14)).toBe(true);
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
