import { describe, expect, it } from 'vitest';
import { type ExpressionScope, translateExpression, translateText, translateValue } from './expressions.js';

const scope: ExpressionScope = {
  input: 'steps.code.result',
  node: (name) => ({ Webhook: 'steps.webhook', 'Get Rows': 'steps.get_rows.rows' })[name],
  previousName: 'Code',
};

describe('n8n expressions', () => {
  it.each([
    ['$json.x', 'steps.code.result.x'],
    ['$json["first name"]', 'steps.code.result.`first name`'],
    ["$json['a'].b[0]", 'steps.code.result.a.b[0]'],
    ['$json?.a?.b', 'steps.code.result.a.b'],
    ['$json', 'steps.code.result'],
    ["$('Webhook').item.json.body.id", 'steps.webhook.body.id'],
    ['$("Get Rows").first().json.name', 'steps.get_rows.rows.name'],
    ["$('Get Rows').all()", 'steps.get_rows.rows'],
    ['$node["Webhook"].json.query.q', 'steps.webhook.query.q'],
    ['$input.item.json.total', 'steps.code.result.total'],
    ['$input.first().json.total', 'steps.code.result.total'],
    ['$input.all()', 'steps.code.result'],
    ['$now', '$now()'],
    ['$now.toISO()', '$now()'],
    ['$env.BASE_URL', 'env.BASE_URL'],
    ['$prevNode.name', '"Code"'],
    ['$json.a === 1 && $json.b !== "x"', 'steps.code.result.a = 1 and steps.code.result.b != "x"'],
    ['$json.a > 2 || $json.c', 'steps.code.result.a > 2 or steps.code.result.c'],
    ["'Hi ' + $json.name", '"Hi " & steps.code.result.name'],
    ['$json.n + 1', 'steps.code.result.n + 1'],
    ['$json.name.toUpperCase()', '$uppercase(steps.code.result.name)'],
    ['$json.ok ? "yes" : "no"', 'steps.code.result.ok ? "yes" : "no"'],
    ['{ ok: true, id: $json.id }', '{ "ok": true, "id": steps.code.result.id }'],
    ['JSON.stringify($json)', '$string(steps.code.result)'],
    ['Math.round($json.price)', '$round(steps.code.result.price)'],
  ])('%s → %s', (js, jsonata) => {
    expect(translateExpression(js, scope)).toEqual({ ok: true, source: jsonata });
  });

  it.each([
    ['$json.items.map(i => i.id)', '.map() is not translated'],
    ['$execution.id', 'the execution ($execution) has no Flowlane mapping'],
    ["$('Nowhere').item.json.x", 'no node is named "Nowhere"'],
    ['`${$json.a}-b`', 'template literals with ${} are not translated'],
    ['$json.a; $json.b', '";" is not translated'],
    ['$json.toString', undefined],
  ])('%s is not translated', (js, reason) => {
    const result = translateExpression(js, scope);
    if (reason === undefined) {
      // A member named like an Object method is a path step, never the method.
      expect(result).toEqual({ ok: true, source: 'steps.code.result.toString' });
      return;
    }
    expect(result).toEqual({ ok: false, reason });
  });

  it('turns parameter text into our templates, n8n marking expressions with a leading =', () => {
    const problems: { expression: string; reason: string }[] = [];
    expect(translateText('=Hello {{ $json.name }}!', scope, problems)).toBe(
      'Hello {{ steps.code.result.name }}!',
    );
    expect(translateText('={{ $json.total }}', scope, problems)).toBe('{{ steps.code.result.total }}');
    expect(translateText('plain text', scope, problems)).toBe('plain text');
    // Literal text that our templates would read as a mapping stays text.
    expect(translateText('use {{ braces }}', scope, problems)).toBe('{{ "use {{ braces }}" }}');
    expect(problems).toEqual([]);
  });

  it('leaves an expression it cannot translate as a mapping that fails with the original', () => {
    const problems: { expression: string; reason: string }[] = [];
    const out = translateValue({ a: ['={{ $json.list.filter(x => x) }}'] }, scope, problems);
    expect(out).toEqual({
      a: ['{{ $error("Rewrite this n8n expression for Flowlane: $json.list.filter(x => x)") }}'],
    });
    expect(problems).toEqual([
      { expression: '$json.list.filter(x => x)', reason: '.filter() is not translated' },
    ]);
  });
});
