import { describe, expect, it } from 'vitest';
import { MappingError } from '../errors.js';
import { runtimeToken } from '../functions/runtime.js';
import { FakeClock, fakeHash, seededRandom } from '../testing/index.js';
import { compileParams } from './params.js';
import type { MappingScope } from './scope.js';

const scope: MappingScope = {
  trigger: { user: { name: 'Ada', age: 36 }, tags: ['x', 'y'] },
  steps: {},
  vars: {},
  env: {},
};
const token = runtimeToken({ clock: new FakeClock(), random: seededRandom(), hash: fakeHash });

function compiled(params: Record<string, unknown>, raw: string[] = []) {
  const result = compileParams(params, new Set(raw));
  if (!result.ok) throw result.errors[0];
  return result.params;
}

describe('param mapping', () => {
  it.each([
    ['a literal stays as written', { n: 5, s: 'text', b: false }, { n: 5, s: 'text', b: false }],
    ['exactly one mapping gives the raw value', { age: '{{ trigger.user.age }}' }, { age: 36 }],
    ['surrounding spaces still count as one mapping', { age: '  {{ trigger.user.age }}' }, { age: '  36' }],
    [
      'mixed text interpolates',
      { hi: 'Hi {{ trigger.user.name }} ({{ trigger.user.age }})' },
      { hi: 'Hi Ada (36)' },
    ],
    ['objects and arrays interpolate as JSON', { t: 'tags={{ trigger.tags }}' }, { t: 'tags=["x","y"]' }],
    ['nothing interpolates as empty text', { t: '[{{ trigger.none }}]' }, { t: '[]' }],
    ['a mapping that finds nothing gives undefined', { v: '{{ trigger.none }}' }, { v: undefined }],
    [
      'nested objects and arrays are mapped',
      { body: { who: '{{ trigger.user.name }}', list: [1, '{{ trigger.user.age }}'] } },
      { body: { who: 'Ada', list: [1, 36] } },
    ],
    [
      'an object-building expression gives an object',
      { o: '{{ {"n": trigger.user.name} }}' },
      { o: { n: 'Ada' } },
    ],
  ])('%s', async (_name, params, expected) => {
    expect(await compiled(params).resolve(scope, token)).toEqual(expected);
  });

  it('leaves raw keys (code, lazy expressions) unmapped', async () => {
    const params = { code: 'return {{ not a mapping }}', when: '{{ x }}' };
    expect(await compiled(params, ['code', 'when']).resolve(scope, token)).toEqual(params);
  });

  it('collects every syntax error with its param path', () => {
    const result = compileParams({ a: '{{ 1 + }}', nested: { b: ['ok', '{{ ]] }}'] } }, new Set());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.param)).toEqual(['a', 'nested.b.1']);
    expect(result.errors.every((e) => e instanceof MappingError && e.code === 'MAPPING_SYNTAX')).toBe(true);
  });

  it('names the param when an expression fails at run time', async () => {
    const params = compiled({ body: { total: '{{ $number("x") }}' } });
    await expect(params.resolve(scope, token)).rejects.toThrow(
      /^Param "body\.total": the mapping \{\{ \$number\("x"\) \}\} failed/,
    );
  });

  it('answers synchronously when every mapping takes the fast path', () => {
    const result = compiled({ a: '{{ trigger.user.age + 1 }}', b: 'x{{ trigger.user.name }}' }).resolve(
      scope,
      token,
    );
    expect(result).toEqual({ a: 37, b: 'xAda' });
  });

  it("freezes literal params so a service cannot change the next run's input", async () => {
    const params = compiled({ list: [1, 2] });
    const { list } = await params.resolve(scope, token);
    if (!Array.isArray(list)) throw new Error('list should be an array');
    expect(() => list.push(3)).toThrow(TypeError);
    expect(await params.resolve(scope, token)).toEqual({ list: [1, 2] });
  });

  it("does not freeze or share the caller's params object", () => {
    const original = { list: [1, 2] };
    compiled(original);
    expect(Object.isFrozen(original.list)).toBe(false);
  });
});
