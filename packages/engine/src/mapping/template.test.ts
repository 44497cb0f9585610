import { describe, expect, it } from 'vitest';
import { MappingError, UserError } from '../errors.js';
import { caretInMapping, checkTemplate, isSingleMapping, parseTemplate } from './template.js';

describe('parseTemplate', () => {
  it.each([
    ['plain text', [{ kind: 'text', text: 'plain text' }]],
    ['{{ a.b }}', [{ kind: 'expression', source: 'a.b' }]],
    [
      'Hi {{ name }}!',
      [
        { kind: 'text', text: 'Hi ' },
        { kind: 'expression', source: 'name' },
        { kind: 'text', text: '!' },
      ],
    ],
    ['{{ {"a": {"b": 1}} }}', [{ kind: 'expression', source: '{"a": {"b": 1}}' }]],
    ['{{ "}}" & x }}', [{ kind: 'expression', source: '"}}" & x' }]],
    ['{{ x /* }} */ }}', [{ kind: 'expression', source: 'x /* }} */' }]],
    [
      '{{a}}{{b}}',
      [
        { kind: 'expression', source: 'a' },
        { kind: 'expression', source: 'b' },
      ],
    ],
  ])('splits %j', (text, parts) => {
    expect(parseTemplate(text)).toEqual(parts);
  });

  it.each([
    ['an unclosed mapping', 'total: {{ a + 1', 'no closing'],
    ['an empty mapping', 'x {{  }} y', 'empty'],
    ['the first of two problems', '{{ }} and {{ a', 'position 0 is empty'],
  ])('refuses %s', (_what, text, reason) => {
    expect(() => parseTemplate(text)).toThrow(UserError);
    expect(() => parseTemplate(text)).toThrow(reason);
    expect(() => parseTemplate(text)).not.toThrow(MappingError);
  });
});

describe('checking {{ }} mappings as the user types', () => {
  it.each([
    ['plain text', null],
    ['Hello {{ trigger.body.name }}!', null],
    ['{{ {"a": {"b": 1}} }}', null],
    ['{{ "}}" }}', null],
    ['Hello {{ trigger.body.name', 'unclosed'],
    ['{{ }}', 'empty'],
    ['a {{ x }} b {{', 'unclosed'],
    ['{{ }} {{ a', 'unclosed'],
  ])('%s → %s', (text, problem) => {
    expect(checkTemplate(text).problem).toBe(problem);
  });

  it('lists the mappings of a value for its chips', () => {
    const { parts } = checkTemplate('Hi {{ trigger.body.name }}, total {{ $sum(steps.a.items) }}');
    expect(parts.flatMap((p) => (p.kind === 'expression' ? [p.source] : []))).toEqual([
      'trigger.body.name',
      '$sum(steps.a.items)',
    ]);
  });

  it('knows a value that is one mapping', () => {
    expect(isSingleMapping(' {{ trigger.body }} ')).toBe(true);
    expect(isSingleMapping('{"a": "{{ x }}"}')).toBe(false);
  });

  it('knows a caret inside an open mapping, even after an empty one', () => {
    expect(caretInMapping('{{ $uppercase() }}', 14)).toBe(true);
    expect(caretInMapping('{{ }} {{ $uppercase() }}', 20)).toBe(true);
    expect(caretInMapping('Hello {{ x }} !', 14)).toBe(false);
  });
});
