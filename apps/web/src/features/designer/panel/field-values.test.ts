import { describe, expect, it } from 'vitest';
import { jsonParam, keyValueParam, keyValueRows, numberParam } from './field-values';

describe('field values in params', () => {
  it('keeps numbers as numbers and mappings as text', () => {
    expect(numberParam('30000')).toEqual({ value: 30000 });
    expect(numberParam('{{ steps.a.count }}')).toEqual({ value: '{{ steps.a.count }}' });
    expect(numberParam('abc').error).toBeDefined();
    expect(numberParam(' ')).toEqual({ value: undefined });
  });

  it('takes valid JSON, one mapping, or nothing', () => {
    expect(jsonParam('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(jsonParam('{{ trigger.body }}')).toEqual({ ok: true, value: '{{ trigger.body }}' });
    expect(jsonParam('{"a": }').ok).toBe(false);
    expect(jsonParam('')).toEqual({ ok: true, value: undefined });
  });

  it('turns key/value rows into an object and back', () => {
    const rows = [
      { key: 'x-id', value: '{{ trigger.body.id }}' },
      { key: '', value: 'half typed' },
    ];
    expect(keyValueParam(rows)).toEqual({ 'x-id': '{{ trigger.body.id }}' });
    expect(keyValueRows({ a: 1, b: 'two' })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: 'two' },
    ]);
  });
});
