/**
 * An n8n Code (or legacy Function) node's JavaScript, run by our Code step. n8n hands the code items
 * (`$input.all()`, `items`, `$json`, `$('Node')`) and takes items back (`[{ json }]` or plain objects);
 * ours hands it `input` and takes one JSON value. The wrapper below builds n8n's helpers from the step's
 * input (the previous step's data and each referenced node's) and turns the items returned into plain
 * values: one value for one item, a list for several.
 */
const PRELUDE = `// Imported from n8n: the lines down to "n8n code" give the code n8n's helpers.
const __asItems = (data) => (Array.isArray(data) ? data : data === undefined || data === null ? [] : [data]).map((json) => ({ json }));
const __items = __asItems(input.json);
const __nodes = input.nodes || {};
const __node = (name) => {
  if (!(name in __nodes)) throw new Error('The n8n code names the node "' + name + '", which this import did not pass in');
  const all = __asItems(__nodes[name]);
  return { all: () => all, first: () => all[0], last: () => all[all.length - 1], item: all[0], json: all[0] && all[0].json };
};
const $ = __node;
const $node = new Proxy({}, { get: (_, name) => __node(String(name)) });
const __unwrap = (result) => {
  const list = (Array.isArray(result) ? result : [result]).map((item) =>
    item && typeof item === 'object' && 'json' in item ? item.json : item);
  return list.length === 1 ? list[0] : list;
};`;

const ALL_ITEMS = `const $input = { all: () => __items, first: () => __items[0], last: () => __items[__items.length - 1], item: __items[0] };
const items = __items;
const $json = __items[0] && __items[0].json;
return (async () => {
// n8n code
{{code}}
})().then(__unwrap);`;

const EACH_ITEM = `const __results = [];
for (const item of __items) {
  const $input = { all: () => __items, first: () => __items[0], last: () => __items[__items.length - 1], item };
  const $json = item.json;
  __results.push(await (async () => {
// n8n code
{{code}}
  })());
}
return __unwrap(__results);`;

/** Node names the code reaches with `$('Name')` or `$node["Name"]`. */
export function referencedNodes(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/\$\(\s*(['"`])((?:\\.|(?!\1).)*)\1\s*\)/g)) names.add(match[2] ?? '');
  for (const match of code.matchAll(/\$node\[\s*(['"`])((?:\\.|(?!\1).)*)\1\s*\]/g))
    names.add(match[2] ?? '');
  names.delete('');
  return [...names];
}

/** Our Code step's program for an n8n Code node's JavaScript. */
export function wrapN8nCode(code: string, mode: 'all' | 'each'): string {
  // The each-item loop awaits, so it runs inside an async function too.
  const body = mode === 'each' ? `return (async () => {\n${EACH_ITEM}\n})();` : ALL_ITEMS;
  return `${PRELUDE}\n${body.replace('{{code}}', () => code)}`;
}
