import { describe, expect, it } from 'vitest';
import { runtimeToken } from '../functions/runtime.js';
import type { ExpressionRequest } from '../ports/expressions.js';
import { FakeClock, fakeHash, seededRandom } from '../testing/index.js';
import { compileExpression } from './expression.js';
import { MAX_IN_PROCESS_NODES } from './in-process.js';

const items = Array.from({ length: 1000 }, (_, n) => ({ n }));
const few = items.slice(0, 5);
const scope = { trigger: { items, name: 'ada' }, steps: {}, vars: {}, env: {} };

function recordingRuntime() {
  const handed: ExpressionRequest[] = [];
  const token = runtimeToken({
    clock: new FakeClock(),
    random: seededRandom(1),
    hash: fakeHash,
    expressions: {
      evaluate: async (request) => {
        handed.push(request);
        return 'from the sandbox';
      },
    },
  });
  return { handed, token };
}

describe('where an expression is evaluated when the run has an expression sandbox', () => {
  it.each([
    ['a path', 'trigger.name'],
    ['a function call', '$uppercase(trigger.name) & "!"'],
    ['a filter over a list', '$count(trigger.items[n < 3 and n > 0])'],
    ['the whole scope as the first step', '$$.trigger.name'],
    [
      'the linear built-ins',
      '$join($split($uppercase(trigger.name), ""), "-") & $string($count(trigger.items))',
    ],
    ['a mapper function', '$titleCase(trigger.name)'],
  ])('%s stays in process', async (_what, source) => {
    const { handed, token } = recordingRuntime();
    // A budget no machine pause reaches: what is checked is where the mapping goes, not how fast it ran.
    const limits = { timeoutMs: 60_000, maxDepth: 500, inProcessBudgetMs: 30_000 };
    await compileExpression(source, limits).evaluate(
      { ...scope, trigger: { items: few, name: 'ada' } },
      token,
    );
    expect(handed).toEqual([]);
  });

  it.each([
    ['a regular expression', '$match(trigger.name, /a+/)'],
    ['a function definition', '$map([1, 2], function($v) { $v })'],
    ['a range', '$sum([1..10])'],
    ['a variable binding', '($x := 1; $x)'],
    ['$eval', '$eval("1 + 1")'],
    ['$pad', '$pad("a", 10)'],
    ['$pad passed as a value', '$reduce(["", 10], $pad)'],
    ['the whole scope inside a later path step', 'trigger.items.($$.trigger)'],
    ['the whole scope in an object built per item', 'trigger.items.{ "all": $$ }'],
    ['the whole scope inside a predicate', 'trigger.items[$count($$.trigger.items) > n]'],
    ['a parent step', 'trigger.items.%.items'],
    ['a focus binding (a join)', 'trigger.items@$i.trigger.items'],
    ['a sort step', 'trigger.items^(n)'],
    ['$replace, whose matches each insert a copy', '$replace(trigger.name, "a", trigger.name)'],
    ['$distinct, which is quadratic', '$distinct(trigger.items.n)'],
    ['$sort', '$sort(trigger.items.n)'],
    ['a function it does not know', '$nosuchfunction(trigger.name)'],
    [
      `more than ${MAX_IN_PROCESS_NODES} parse nodes`,
      Array.from({ length: 60 }, () => '$uppercase(trigger.name)').join(' & '),
    ],
  ])('%s goes to the sandbox at once', async (_what, source) => {
    const { handed, token } = recordingRuntime();
    expect(await compileExpression(source).evaluate(scope, token)).toBe('from the sandbox');
    expect(handed).toMatchObject([{ source, timeoutMs: 1000, maxDepth: 500 }]);
  });

  it('hands over an expression that runs past the in-process budget', async () => {
    const { handed, token } = recordingRuntime();
    // Nine million evaluations of the inner path, each one a step JSONata's budget check sees: seconds on
    // any machine, so the 25 ms budget stops it and hands it over. (An expression whose steps were few but
    // whose results were many finished inside the budget on a fast machine: JSONata checks between steps.)
    const many = Array.from({ length: 3000 }, (_, n) => ({ n }));
    const value = await compileExpression(
      '$count(trigger.items.($$.trigger.items.($$.trigger.name)))',
    ).evaluate({ ...scope, trigger: { items: many, name: 'ada' } }, token);
    expect(value).toBe('from the sandbox');
    expect(handed).toHaveLength(1);
  });
});
