import { MapperFunction } from '@flowlane/contracts';
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { compileExpression } from '../mapping/expression.js';
import { FakeClock, fakeHash, seededRandom } from '../testing/index.js';
import { mapperFunctionDefinitions, mapperFunctions } from './index.js';
import { runtimeToken } from './runtime.js';

const token = runtimeToken({ clock: new FakeClock(), random: seededRandom(), hash: fakeHash });
const emptyScope = { trigger: null, steps: {}, vars: {}, env: {} };
const evaluate = (source: string) => compileExpression(source).evaluate(emptyScope, token);

describe('mapper functions', () => {
  // Hashing examples need real digests; the services package checks them with the node:crypto port.
  const examples = mapperFunctionDefinitions.filter((f) => f.category !== 'hashing');

  it.each(examples.map((f) => [f.name, f.example, f.exampleResult] as const))(
    '$%s: its example %s gives %j',
    async (_name, example, result) => {
      expect(await evaluate(example)).toEqual(result);
    },
  );

  it.each(mapperFunctionDefinitions.map((f) => [f.name]))(
    '$%s does not shadow a JSONata built-in',
    async (name) => {
      expect(await jsonata(`$${name}`).evaluate({})).toBeUndefined();
    },
  );

  it('hashing functions go through the hash port', async () => {
    expect(await evaluate('$sha256("hello")')).toBe('fake-sha256-hex:hello');
    expect(await evaluate('$hmac("data", "key", "sha1", "base64")')).toBe('fake-hmac-sha1-base64:key:data');
  });

  it('are listed for the mapper library with a valid descriptor each, names unique', () => {
    for (const descriptor of mapperFunctions) expect(MapperFunction.parse(descriptor)).toEqual(descriptor);
    const names = mapperFunctions.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(mapperFunctions.map((f) => f.category))).toEqual(
      new Set(['text', 'number', 'date', 'array', 'object', 'encoding', 'hashing']),
    );
  });

  it.each([
    ['$truncate(1, 2)', /does not match function signature|argument 1/],
    ['$dateFormat("not a date", "yyyy")', /\$dateFormat: "not a date" is not a valid date/],
    ['$dateAdd("2024-01-01", 1, "fortnights")', /unit must be one of/],
    ['$dateNow("Mars/Olympus")', /unknown time zone "Mars\/Olympus"/],
    ['$chunk([1,2], 0)', /size must be at least 1/],
    ['$get({"a": 1}, "__proto__.x")', /"__proto__" is not allowed/],
    ['$hexDecode("zz")', /not hexadecimal/],
    ['$jsonParse("{")', /\$jsonParse:/],
    ['$parseNumber("abc")', /is not a number/],
  ])('%s fails with a message naming the function', async (source, message) => {
    await expect(evaluate(source)).rejects.toThrow(message);
  });

  it('keep a "__proto__" key a key instead of changing the prototype', async () => {
    const value = await evaluate('$fromEntries([["a", 1]]) ~> $setPath("b", 2)');
    expect(value).toEqual({ a: 1, b: 2 });
    await expect(evaluate('$fromEntries([["__proto__", {"x": 1}]])')).rejects.toThrow(/text key/);
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('dates honour time zones, including daylight saving', async () => {
    expect(await evaluate('$dateAdd("2024-03-30T12:00:00", 1, "days", "Europe/Berlin")')).toBe(
      '2024-03-31T12:00:00.000+02:00',
    );
    expect(await evaluate('$dateStartOf("2024-01-15T01:00:00Z", "day", "America/New_York")')).toBe(
      '2024-01-14T00:00:00.000-05:00',
    );
  });
});
