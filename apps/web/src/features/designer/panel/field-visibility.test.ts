import type { ServiceField } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { visibleFields } from './field-visibility';

const inputs: ServiceField[] = [
  { key: 'bodyType', label: 'Body type', type: 'select', required: false, default: 'none' },
  {
    key: 'body',
    label: 'Body',
    type: 'json',
    required: false,
    visibleWhen: { key: 'bodyType', values: ['json', 'raw'] },
  },
  { key: 'only', label: 'Only for b', type: 'string', required: false, actions: ['b'] },
];
const keys = (fields: ServiceField[]) => fields.map((f) => f.key);

describe('the fields a step panel shows', () => {
  it('leaves out the body while the body type is none, also when none is only the default', () => {
    expect(keys(visibleFields(inputs, 'a', {}))).toEqual(['bodyType']);
    expect(keys(visibleFields(inputs, 'a', { bodyType: 'none' }))).toEqual(['bodyType']);
    expect(keys(visibleFields(inputs, 'a', { bodyType: 'json' }))).toEqual(['bodyType', 'body']);
  });

  it('shows a field whose condition is mapped, since its value is known only when the step runs', () => {
    expect(keys(visibleFields(inputs, 'a', { bodyType: '{{ trigger.kind }}' }))).toEqual([
      'bodyType',
      'body',
    ]);
  });

  it("keeps fields of the chosen action only, and leaves out the ones a trigger's section replaces", () => {
    expect(keys(visibleFields(inputs, 'b', { bodyType: 'raw' }))).toEqual(['bodyType', 'body', 'only']);
    expect(keys(visibleFields(inputs, 'b', {}, ['only']))).toEqual(['bodyType']);
  });
});
