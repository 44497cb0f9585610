import { describe, expect, it } from 'vitest';
import { MappingError, UserError } from '../errors.js';
import { runtimeToken } from '../functions/runtime.js';
import { compileExpression } from '../mapping/expression.js';
import { FakeClock, fakeHash, seededRandom } from '../testing/index.js';
import { userRegex, userRegexFromText } from './user-regex.js';

const token = runtimeToken({ clock: new FakeClock(), random: seededRandom(7), hash: fakeHash });
const scope = { trigger: { text: `${'a'.repeat(64)}!` }, steps: {}, vars: {}, env: {} };
const evaluate = (source: string) => compileExpression(source).evaluate(scope, token);

/**
 * Under a backtracking engine each of these takes exponential (or quadratic) time on its input: with these
 * inputs it would not finish in years, so a test that passes within its time limit proves linear matching.
 */
const CATASTROPHIC = '(a+)+$';

describe('userRegex', () => {
  it('matches like a JavaScript RegExp: groups, index, flags, lastIndex of a global pattern', () => {
    const regex = userRegex('(\\w+)@(\\w+)?\\.com', 'gi');
    const first = regex.exec('Mail ADA@x.com or bob@.com');
    expect([...(first ?? [])]).toEqual(['ADA@x.com', 'ADA', 'x']);
    expect(first?.index).toBe(5);
    const second = regex.exec('Mail ADA@x.com or bob@.com');
    expect([...(second ?? [])]).toEqual(['bob@.com', 'bob', undefined]);
    expect(regex.exec('Mail ADA@x.com or bob@.com')).toBeNull();
    expect(regex.lastIndex).toBe(0);
    expect(userRegex('^b', 'm').test('a\nb')).toBe(true);
    expect(userRegex('a.b', 's').test('a\nb')).toBe(true);
    expect(userRegex('(?<year>\\d{4})-\\u00e9').test('2024-é')).toBe(true);
    expect(userRegexFromText('/HELLO/i').test('say hello')).toBe(true);
    expect(userRegexFromText('^a/b$').test('a/b')).toBe(true);
  });

  it('runs a catastrophic pattern in linear time', async () => {
    expect(userRegex(CATASTROPHIC).test(`${'a'.repeat(100_000)}!`)).toBe(false);
  }, 10_000);

  it.each([
    ['lookahead', '(?=a)b'],
    ['lookbehind', '(?<=a)b'],
    ['a backreference', '(a)\\1'],
  ])('refuses %s with a message that says why', (_what, pattern) => {
    expect(() => userRegex(pattern)).toThrow(UserError);
    expect(() => userRegex(pattern)).toThrow(/linear time.*not supported/);
  });
});

describe('regular expressions in mappings', () => {
  it.each([
    ['$match', `$match(trigger.text, /${CATASTROPHIC}/)`, undefined],
    ['$contains', `$contains(trigger.text, /${CATASTROPHIC}/)`, false],
    ['$split', `$count($split(trigger.text, /${CATASTROPHIC}/))`, 1],
    ['$replace', `$replace(trigger.text, /${CATASTROPHIC}/, "x") = trigger.text`, true],
    ['$eval', `$eval("$contains(trigger.text, /${CATASTROPHIC}/)")`, false],
  ])(
    '%s with a catastrophic pattern answers at once',
    async (_what, source, expected) => {
      expect(await evaluate(source)).toEqual(expected);
    },
    10_000,
  );

  it('keeps JSONata regex results: match objects, groups and replacements', async () => {
    expect(await evaluate('$match("a1b22", /[0-9]+/).match')).toEqual(['1', '22']);
    expect(await evaluate('$replace("John Smith", /(\\w+)\\s(\\w+)/, "$2, $1")')).toBe('Smith, John');
    expect(await evaluate('$split("a, b;c", /[,;] ?/)')).toEqual(['a', 'b', 'c']);
    expect(await evaluate('$contains("Hello", /hello/i)')).toBe(true);
  });

  it('fails the mapping with a clear message for a pattern RE2 cannot run', async () => {
    const failure = await Promise.resolve(evaluate('$match("ab", /(?=a)b/)')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MappingError);
    expect(String((failure as Error).message)).toMatch(/lookahead, lookbehind and backreferences/);
  });
});

describe('mapper functions that read text with regular expressions', () => {
  const long = 'a'.repeat(400_000);
  it.each([
    ['$extractEmails', `$extractEmails(trigger.text)`, long, []],
    ['$isEmail', `$isEmail(trigger.text)`, `a@${'a.'.repeat(50_000)}@`, false],
    ['$stripHtml of open tags', `$length($stripHtml(trigger.text))`, '<'.repeat(400_000), 400_000],
    ['$stripHtml of scripts', `$length($stripHtml(trigger.text))`, '<script>'.repeat(80_000), 0],
    ['$base64UrlDecode', `$base64UrlDecode(trigger.text)`, `QQ${'='.repeat(100_000)}`, 'A'],
  ])(
    '%s stays linear on hostile input',
    async (_what, source, text, expected) => {
      // Quadratic work on these inputs (10^11 steps) would outlast the test's limit many times over.
      expect(await compileExpression(source).evaluate({ ...scope, trigger: { text } }, token)).toEqual(
        expected,
      );
    },
    15_000,
  );
});
