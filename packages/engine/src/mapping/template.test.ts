import { describe, expect, it } from 'vitest';
import { MappingError, UserError } from '../errors.js';
import { parseTemplate } from './template.js';

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
  ])('refuses %s', (_what, text, reason) => {
    expect(() => parseTemplate(text)).toThrow(UserError);
    expect(() => parseTemplate(text)).toThrow(reason);
    expect(() => parseTemplate(text)).not.toThrow(MappingError);
  });
});
