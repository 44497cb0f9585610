import { parseTemplate } from '@flowlane/engine';
import { referencedNodes, wrapN8nCode } from './code-node.js';
import type { MappedStep, MappingContext, NodeMapping } from './mapping-types.js';

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isExpression = (value: unknown): boolean => typeof value === 'string' && value.startsWith('=');

/** `{ name, value }` pairs (n8n's fixedCollection lists) as an object of translated values. */
function pairs(ctx: MappingContext, items: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list(items)) {
    const { name, value } = record(item);
    if (typeof name === 'string' && name !== '') out[name] = ctx.value(value ?? '');
  }
  return out;
}

/** A resource locator (`{ __rl: true, value }`) or a plain value. */
function locatorValue(value: unknown): unknown {
  const rl = record(value);
  return rl.__rl === true ? rl.value : value;
}

/** The JSON text of a parameter as a value: parsed when it is literal JSON, translated when an expression. */
function jsonParam(ctx: MappingContext, value: unknown): unknown {
  if (typeof value === 'string' && !isExpression(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return ctx.value(value);
}

/** A translated param value as one JSONata expression: literals as JSON, `{{ }}` templates joined with &. */
function asJsonata(value: unknown): string {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return JSON.stringify(value);
    const parts = parseTemplate(value);
    if (parts.length === 1 && parts[0]?.kind === 'expression') return `(${parts[0].source})`;
    return parts
      .map((part) => (part.kind === 'text' ? JSON.stringify(part.text) : `$string(${part.source})`))
      .join(' & ');
  }
  if (Array.isArray(value)) return `[${value.map(asJsonata).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${asJsonata(item)}`)
      .join(', ')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Set's "keep the other fields": our Set keeps its incoming output as it is, which is n8n's item only when
 * the step before outputs its data whole. Otherwise (after a Code step's `result`, an HTTP `body`) the
 * item is merged with the values in one mapping.
 */
function setStep(ctx: MappingContext, values: Record<string, unknown>, keepInput: boolean): MappedStep {
  const nested = Object.keys(values).filter((name) => /[.[]/.test(name));
  if (nested.length > 0 && record(ctx.params.options).dotNotation !== false)
    ctx.needsHand(
      'parameter',
      `n8n set ${nested.join(', ')} as nested paths; here they are keys with those names.`,
    );
  if (!keepInput) return { serviceId: 'data.set', params: { mode: 'fields', values, keepInput: false } };
  if (/^\{\{ (steps\.[A-Za-z0-9_]+|trigger) \}\}$/.test(ctx.input))
    return { serviceId: 'data.set', params: { mode: 'fields', values, keepInput: true } };
  const item = ctx.input.slice(3, -3);
  return {
    serviceId: 'data.set',
    params: { mode: 'json', json: `{{ $merge([${item}, ${asJsonata(values)}]) }}` },
  };
}

// ---- triggers

const manualTrigger: NodeMapping = {
  types: ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start', 'n8n-nodes-base.executeWorkflowTrigger'],
  serviceId: 'trigger.manual',
  data: '',
  build: (ctx) => {
    if (ctx.node.type === 'n8n-nodes-base.executeWorkflowTrigger')
      ctx.needsHand(
        'trigger',
        'Started by another workflow in n8n: here it runs by hand or from a Sub-workflow step.',
      );
    return { serviceId: 'trigger.manual', params: {} };
  },
};

const webhookTrigger: NodeMapping = {
  types: ['n8n-nodes-base.webhook'],
  serviceId: 'trigger.webhook',
  data: '',
  build: (ctx) => {
    const method = text(ctx.params.httpMethod) ?? 'GET';
    const known = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const responseMode = text(ctx.params.responseMode);
    if (responseMode === 'responseNode') ctx.replyFromStep();
    if (responseMode === 'lastNode')
      ctx.needsHand(
        'trigger',
        "n8n answered with the last node's data: add a Webhook Response step at the end for that.",
      );
    ctx.needsHand(
      'trigger',
      `The webhook gets a Flowlane URL (n8n's path "${text(ctx.params.path) ?? ''}" is not kept); turn it on in the workflow's settings.`,
    );
    return { serviceId: 'trigger.webhook', params: { method: known.includes(method) ? method : 'ANY' } };
  },
};

/** An n8n schedule rule in cron words, when it has a simple one. */
function scheduleCron(params: Record<string, unknown>): string | undefined {
  const interval = record(list(record(params.rule).interval)[0]);
  const field = text(interval.field) ?? 'days';
  const n = (key: string, fallback: number) =>
    typeof interval[key] === 'number' ? Number(interval[key]) : fallback;
  switch (field) {
    case 'cronExpression':
      return text(interval.expression);
    case 'minutes':
      return `*/${n('minutesInterval', 5)} * * * *`;
    case 'hours':
      return `${n('triggerAtMinute', 0)} */${n('hoursInterval', 1)} * * *`;
    case 'days':
      return `${n('triggerAtMinute', 0)} ${n('triggerAtHour', 0)} */${n('daysInterval', 1)} * *`;
    default:
      return undefined;
  }
}

const scheduleTrigger: NodeMapping = {
  types: ['n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.cron', 'n8n-nodes-base.interval'],
  serviceId: 'trigger.schedule',
  data: '',
  build: (ctx) => {
    const cron = ctx.node.type === 'n8n-nodes-base.scheduleTrigger' ? scheduleCron(ctx.params) : undefined;
    ctx.needsHand(
      'trigger',
      cron
        ? `Set the workflow's schedule (n8n ran it on cron "${cron}") and turn it on.`
        : "Set the workflow's schedule as n8n's was, and turn it on.",
    );
    return { serviceId: 'trigger.schedule', params: {} };
  },
};

// ---- data

/** Set 3.x: `assignments` (3.3+), `fields.values` (3.0–3.2) or raw JSON. */
function setV3(ctx: MappingContext): MappedStep {
  const keepInput = ctx.params.includeOtherFields === true;
  if (ctx.params.mode === 'raw') {
    return {
      serviceId: 'data.set',
      params: { mode: 'json', json: jsonParam(ctx, ctx.params.jsonOutput ?? '{}') },
    };
  }
  const values: Record<string, unknown> = {};
  for (const assignment of list(record(ctx.params.assignments).assignments)) {
    const { name, value } = record(assignment);
    if (typeof name === 'string' && name !== '') values[name] = ctx.value(value ?? '');
  }
  for (const field of list(record(ctx.params.fields).values)) {
    const f = record(field);
    const name = text(f.name);
    if (!name) continue;
    const type = text(f.type) ?? 'stringValue';
    const key = type.endsWith('Value') ? type : `${type}Value`;
    values[name] = ctx.value(f[key] ?? f.stringValue ?? '');
  }
  return setStep(ctx, values, keepInput);
}

/** Set 1.x–2.x: `values: { string: [...], number: [...], boolean: [...] }`, keepOnlySet. */
function setV1(ctx: MappingContext): MappedStep {
  const values: Record<string, unknown> = {};
  for (const group of Object.values(record(ctx.params.values))) Object.assign(values, pairs(ctx, group));
  return setStep(ctx, values, ctx.params.keepOnlySet !== true);
}

const set: NodeMapping = {
  types: ['n8n-nodes-base.set'],
  serviceId: 'data.set',
  data: '',
  build: (ctx) => ((ctx.node.typeVersion ?? 1) >= 3 ? setV3(ctx) : setV1(ctx)),
};

const noOp: NodeMapping = {
  types: ['n8n-nodes-base.noOp'],
  serviceId: 'data.set',
  data: '',
  build: (ctx) => ({ serviceId: 'data.set', params: { mode: 'json', json: ctx.input } }),
};

const code: NodeMapping = {
  types: ['n8n-nodes-base.code', 'n8n-nodes-base.function', 'n8n-nodes-base.functionItem'],
  serviceId: 'code.javascript',
  data: 'result',
  build: (ctx) => {
    const language = text(ctx.params.language) ?? 'javaScript';
    if (language !== 'javaScript')
      return { unmapped: `Code in ${language} (Flowlane's Code step runs JavaScript)` };
    const source = text(ctx.params.jsCode) ?? text(ctx.params.functionCode) ?? '';
    const each = ctx.params.mode === 'runOnceForEachItem' || ctx.node.type === 'n8n-nodes-base.functionItem';
    const nodes: Record<string, unknown> = {};
    for (const name of referencedNodes(source)) {
      const reference = ctx.jsonata(
        `={{ $('${name.replace(/'/g, "\\'")}').item.json }}`,
        `$('${name}') in the code`,
      );
      if (reference) nodes[name] = `{{ ${reference} }}`;
    }
    return {
      serviceId: 'code.javascript',
      params: { code: wrapN8nCode(source, each ? 'each' : 'all'), input: { json: ctx.input, nodes } },
    };
  },
};

// ---- HTTP

function httpV3(ctx: MappingContext): Record<string, unknown> {
  const p = ctx.params;
  const params: Record<string, unknown> = {
    method: text(p.method) ?? 'GET',
    url: ctx.value(p.url ?? ''),
  };
  if (p.sendQuery === true)
    params.query =
      p.specifyQuery === 'json'
        ? jsonParam(ctx, p.jsonQuery)
        : pairs(ctx, record(p.queryParameters).parameters);
  if (p.sendHeaders === true)
    params.headers =
      p.specifyHeaders === 'json'
        ? jsonParam(ctx, p.jsonHeaders)
        : pairs(ctx, record(p.headerParameters).parameters);
  if (p.sendBody === true) {
    const contentType = text(p.contentType) ?? 'json';
    if (contentType === 'raw') {
      params.bodyType = 'raw';
      params.body = ctx.value(p.body ?? '');
      if (text(p.rawContentType)) params.contentType = p.rawContentType;
    } else if (contentType === 'json' || contentType === 'form-urlencoded') {
      params.bodyType = contentType === 'json' ? 'json' : 'form';
      params.body =
        p.specifyBody === 'json'
          ? jsonParam(ctx, p.jsonBody)
          : pairs(ctx, record(p.bodyParameters).parameters);
    } else {
      ctx.needsHand('parameter', `The ${contentType} body is not imported.`);
    }
  }
  const options = record(p.options);
  if (typeof options.timeout === 'number') params.timeoutMs = options.timeout;
  const redirect = record(record(options.redirect).redirect);
  if (redirect.followRedirects === false) params.followRedirects = false;
  const response = record(record(options.response).response);
  if (response.neverError === true) params.throwOnHttpError = false;
  const format = text(response.responseFormat);
  if (format === 'json' || format === 'text') params.responseType = format;
  if (format === 'file') params.responseType = 'binary';
  if (p.authentication && p.authentication !== 'none') params.authorization = '';
  return params;
}

function httpV1(ctx: MappingContext): Record<string, unknown> {
  const p = ctx.params;
  const params: Record<string, unknown> = {
    method: text(p.requestMethod) ?? 'GET',
    url: ctx.value(p.url ?? ''),
  };
  if (p.jsonParameters === true) {
    if (p.queryParametersJson) params.query = jsonParam(ctx, p.queryParametersJson);
    if (p.headerParametersJson) params.headers = jsonParam(ctx, p.headerParametersJson);
    if (p.bodyParametersJson) {
      params.bodyType = 'json';
      params.body = jsonParam(ctx, p.bodyParametersJson);
    }
  } else {
    const query = pairs(ctx, record(p.queryParametersUi).parameter);
    const headers = pairs(ctx, record(p.headerParametersUi).parameter);
    const body = pairs(ctx, record(p.bodyParametersUi).parameter);
    if (Object.keys(query).length > 0) params.query = query;
    if (Object.keys(headers).length > 0) params.headers = headers;
    if (Object.keys(body).length > 0) {
      params.bodyType = 'json';
      params.body = body;
    }
  }
  if (p.authentication && p.authentication !== 'none') params.authorization = '';
  return params;
}

const httpRequest: NodeMapping = {
  types: ['n8n-nodes-base.httpRequest'],
  serviceId: 'http.request',
  data: 'body',
  build: (ctx) => {
    const params = (ctx.node.typeVersion ?? 1) >= 3 ? httpV3(ctx) : httpV1(ctx);
    if (params.authorization === '') {
      delete params.authorization;
      ctx.needsHand('authorization', 'The request was sent with n8n credentials: choose an authorization.');
    }
    return { serviceId: 'http.request', params };
  },
};

// ---- conditions

/** n8n's IF/Filter operations (1.x names and 2.x names) as ours; undefined when we have no twin. */
const OPERATIONS: Record<string, string> = Object.assign(Object.create(null), {
  equal: 'equals',
  equals: 'equals',
  notEqual: 'notEquals',
  notEquals: 'notEquals',
  contains: 'contains',
  notContains: 'notContains',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  regex: 'matches',
  smaller: 'lessThan',
  lt: 'lessThan',
  before: 'lessThan',
  smallerEqual: 'lessOrEqual',
  lte: 'lessOrEqual',
  beforeOrEquals: 'lessOrEqual',
  larger: 'greaterThan',
  gt: 'greaterThan',
  after: 'greaterThan',
  largerEqual: 'greaterOrEqual',
  gte: 'greaterOrEqual',
  afterOrEquals: 'greaterOrEqual',
  isEmpty: 'isEmpty',
  empty: 'isEmpty',
  notExists: 'isEmpty',
  isNotEmpty: 'isNotEmpty',
  notEmpty: 'isNotEmpty',
  exists: 'isNotEmpty',
  true: 'isTrue',
  false: 'isFalse',
});

interface Comparison {
  left: unknown;
  operator: string;
  right?: unknown;
}

/** IF 2.x / Switch 3.x / Filter conditions: `{ conditions: [{ leftValue, rightValue, operator }], combinator }`. */
function filterConditions(ctx: MappingContext, filter: unknown): { comparisons: Comparison[]; any: boolean } {
  const f = record(filter);
  const comparisons: Comparison[] = [];
  for (const condition of list(f.conditions)) {
    const c = record(condition);
    const op = record(c.operator);
    const operation = text(op.operation) ?? 'equals';
    const operator = OPERATIONS[operation];
    if (!operator) {
      ctx.needsHand(
        'parameter',
        `The ${text(op.type) ?? ''} comparison "${operation}" has no Flowlane twin and is left out.`,
      );
      continue;
    }
    const single = op.singleValue === true || operator.startsWith('is');
    comparisons.push({ left: c.leftValue, operator, ...(single ? {} : { right: c.rightValue }) });
  }
  return { comparisons, any: f.combinator === 'or' };
}

/** IF 1.x: `conditions: { string: [{ value1, operation, value2 }], number: [...] }`, combineOperation. */
function legacyConditions(ctx: MappingContext): { comparisons: Comparison[]; any: boolean } {
  const comparisons: Comparison[] = [];
  for (const group of Object.values(record(ctx.params.conditions))) {
    for (const condition of list(group)) {
      const c = record(condition);
      const operation = text(c.operation) ?? 'equal';
      const operator = OPERATIONS[operation];
      if (!operator) {
        ctx.needsHand('parameter', `The comparison "${operation}" has no Flowlane twin and is left out.`);
        continue;
      }
      comparisons.push({
        left: c.value1,
        operator,
        ...(operator.startsWith('is') ? {} : { right: c.value2 }),
      });
    }
  }
  return { comparisons, any: ctx.params.combineOperation === 'any' };
}

const ifNode: NodeMapping = {
  types: ['n8n-nodes-base.if', 'n8n-nodes-base.filter'],
  serviceId: 'flow.if',
  data: 'through',
  build: (ctx) => {
    const { comparisons, any } =
      (ctx.node.typeVersion ?? 1) >= 2 ? filterConditions(ctx, ctx.params.conditions) : legacyConditions(ctx);
    if (ctx.node.type === 'n8n-nodes-base.filter')
      ctx.needsHand('parameter', "n8n's Filter dropped items; here the IF's false branch leads nowhere.");
    return {
      serviceId: 'flow.if',
      params: {
        conditions: comparisons.map((c) => ({
          left: ctx.value(c.left),
          operator: c.operator,
          ...('right' in c ? { right: ctx.value(c.right) } : {}),
        })),
        combine: any ? 'any' : 'all',
      },
      outputHandle: (index) => (index === 0 ? 'true' : index === 1 ? 'false' : undefined),
    };
  },
};

/** One comparison as a JSONata condition, for a Switch case (each case has its own left value). */
function comparisonSource(ctx: MappingContext, c: Comparison): string | undefined {
  const left = ctx.jsonata(c.left, 'a Switch rule');
  if (left === undefined) return undefined;
  const right = 'right' in c ? ctx.jsonata(c.right, 'a Switch rule') : 'null';
  if (right === undefined) return undefined;
  switch (c.operator) {
    case 'equals':
      return `${left} = ${right}`;
    case 'notEquals':
      return `${left} != ${right}`;
    case 'greaterThan':
      return `${left} > ${right}`;
    case 'lessThan':
      return `${left} < ${right}`;
    case 'greaterOrEqual':
      return `${left} >= ${right}`;
    case 'lessOrEqual':
      return `${left} <= ${right}`;
    case 'contains':
      return `$contains($string(${left}), $string(${right}))`;
    case 'notContains':
      return `$not($contains($string(${left}), $string(${right})))`;
    case 'startsWith':
      return `$substring($string(${left}), 0, $length($string(${right}))) = $string(${right})`;
    case 'endsWith':
      return `$substring($string(${left}), -$length($string(${right}))) = $string(${right})`;
    case 'isEmpty':
      return `$not($boolean(${left}))`;
    case 'isNotEmpty':
      return `$boolean(${left})`;
    case 'isTrue':
      return `${left} = true`;
    case 'isFalse':
      return `${left} = false`;
    default:
      ctx.needsHand(
        'parameter',
        `A Switch rule compares by "${c.operator}", which a rule here cannot: it is left out.`,
      );
      return undefined;
  }
}

function switchCase(index: number, label: string, when: string | undefined) {
  return { handle: `output_${index}`, label, ...(when ? { when: `{{ ${when} }}` } : { when: false }) };
}

/** Switch 3.x: one rule (filter conditions) per output; fallback 'extra' adds the last output. */
function switchV3(ctx: MappingContext): MappedStep {
  const rules = list(record(ctx.params.rules).values);
  const cases = rules.map((rule, index) => {
    const r = record(rule);
    const { comparisons, any } = filterConditions(ctx, r.conditions);
    const parts = comparisons.map((c) => comparisonSource(ctx, c)).filter((s) => s !== undefined);
    const when = parts.length > 0 ? parts.map((s) => `(${s})`).join(any ? ' or ' : ' and ') : undefined;
    const label = r.renameOutput === true && text(r.outputKey) ? String(r.outputKey) : String(index);
    return switchCase(index, label, when);
  });
  const fallback = record(ctx.params.options).fallbackOutput;
  return {
    serviceId: 'flow.switch',
    params: { cases },
    outputHandle: (index) => {
      if (index < cases.length) return `output_${index}`;
      return fallback === 'extra' && index === cases.length ? MAIN_HANDLE_DEFAULT : undefined;
    },
  };
}

const MAIN_HANDLE_DEFAULT = 'default';

/** Switch 1.x–2.x: a value compared by each rule, each rule naming its output; a fallback output index. */
function switchV1(ctx: MappingContext): MappedStep | { unmapped: string } {
  if (ctx.params.mode === 'expression')
    return { unmapped: 'a Switch whose output is chosen by an expression' };
  const operatorOf = (operation: string) => OPERATIONS[operation] ?? 'equals';
  // n8n leaves a rule's value out of the export when it is the data type's default.
  const dataType = text(ctx.params.dataType) ?? 'number';
  const unset = dataType === 'string' ? '' : dataType === 'boolean' ? false : 0;
  const outputs = new Map<number, { operator: string; value: unknown }[]>();
  for (const rule of list(record(ctx.params.rules).rules)) {
    const r = record(rule);
    const output = typeof r.output === 'number' ? r.output : 0;
    const operations = outputs.get(output) ?? [];
    operations.push({ operator: operatorOf(text(r.operation) ?? 'equal'), value: r.value2 ?? unset });
    outputs.set(output, operations);
  }
  const cases = [...outputs.entries()].flatMap(([output, rules]) =>
    rules.map((rule) => ({
      handle: `output_${output}`,
      label: String(output),
      operator: rule.operator,
      value: ctx.value(rule.value),
    })),
  );
  const fallback = typeof ctx.params.fallbackOutput === 'number' ? ctx.params.fallbackOutput : -1;
  return {
    serviceId: 'flow.switch',
    params: { value: ctx.value(ctx.params.value1 ?? ''), cases },
    outputHandle: (index) =>
      outputs.has(index) ? `output_${index}` : index === fallback ? MAIN_HANDLE_DEFAULT : undefined,
  };
}

const switchNode: NodeMapping = {
  types: ['n8n-nodes-base.switch'],
  serviceId: 'flow.switch',
  data: 'through',
  build: (ctx) => ((ctx.node.typeVersion ?? 1) >= 3 ? switchV3(ctx) : switchV1(ctx)),
};

const merge: NodeMapping = {
  types: ['n8n-nodes-base.merge'],
  serviceId: 'flow.merge',
  data: 'items',
  build: (ctx) => {
    const mode = text(ctx.params.mode) ?? 'append';
    if (mode === 'chooseBranch') return { serviceId: 'flow.merge', params: { mode: 'all' } };
    if (mode !== 'append')
      ctx.needsHand(
        'parameter',
        `n8n merged by "${mode}"; Flowlane's Merge gives every input's data (items, byStep): join them in the next step.`,
      );
    return { serviceId: 'flow.merge', params: { mode: 'all' } };
  },
};

const wait: NodeMapping = {
  types: ['n8n-nodes-base.wait'],
  serviceId: 'flow.delay',
  data: 'through',
  build: (ctx) => {
    const resume = text(ctx.params.resume) ?? 'timeInterval';
    if (resume === 'specificTime')
      return { serviceId: 'flow.delay', params: { until: ctx.value(ctx.params.dateTime ?? '') } };
    if (resume !== 'timeInterval') return { unmapped: `a Wait that resumes on "${resume}"` };
    const unit = text(ctx.params.unit) ?? ((ctx.node.typeVersion ?? 1) >= 1.1 ? 'seconds' : 'hours');
    const amount = ctx.params.amount ?? 1;
    return {
      serviceId: 'flow.delay',
      params: { amount, unit: ['seconds', 'minutes', 'hours', 'days'].includes(unit) ? unit : 'seconds' },
    };
  },
};

const respondToWebhook: NodeMapping = {
  types: ['n8n-nodes-base.respondToWebhook'],
  serviceId: 'flow.webhook-response',
  data: 'through',
  build: (ctx) => {
    ctx.replyFromStep();
    const respondWith = text(ctx.params.respondWith) ?? 'firstIncomingItem';
    const options = record(ctx.params.options);
    const params: Record<string, unknown> = {};
    if (typeof options.responseCode === 'number') params.status = options.responseCode;
    const headers = pairs(ctx, record(options.responseHeaders).entries);
    if (Object.keys(headers).length > 0) params.headers = headers;
    if (respondWith === 'json') params.body = jsonParam(ctx, ctx.params.responseBody ?? '{}');
    else if (respondWith === 'text') params.body = ctx.value(ctx.params.responseBody ?? '');
    else if (respondWith === 'firstIncomingItem' || respondWith === 'allIncomingItems')
      params.body = ctx.input;
    else if (respondWith === 'redirect') {
      params.status = params.status ?? 307;
      params.headers = { ...headers, location: ctx.value(ctx.params.redirectURL ?? '') };
    } else if (respondWith !== 'noData')
      ctx.needsHand('parameter', `Answering with "${respondWith}" is not imported.`);
    return { serviceId: 'flow.webhook-response', params };
  },
};

const executeWorkflow: NodeMapping = {
  types: ['n8n-nodes-base.executeWorkflow'],
  serviceId: 'flow.subworkflow',
  data: '',
  build: (ctx) => {
    const source = text(ctx.params.source) ?? 'database';
    if (source !== 'database') return { unmapped: `a sub-workflow given as ${source}` };
    const id = locatorValue(ctx.params.workflowId);
    ctx.needsHand(
      'parameter',
      `Choose the Flowlane workflow to run (n8n's was ${JSON.stringify(id ?? '')}).`,
    );
    return { serviceId: 'flow.subworkflow', params: { workflowId: '', input: ctx.input } };
  },
};

// ---- databases and messaging

/** n8n's query replacement text ("={{ $json.a }},{{ $json.b }}") as a list of values. */
function queryValues(ctx: MappingContext, replacement: unknown): unknown[] {
  if (Array.isArray(replacement)) return replacement.map((v) => ctx.value(v));
  if (typeof replacement !== 'string' || replacement.trim() === '' || replacement === '=') return [];
  const expression = replacement.startsWith('=');
  const body = expression ? replacement.slice(1) : replacement;
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (body.startsWith('{{', i)) depth += 1;
    if (body.startsWith('}}', i)) depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => ctx.value(expression ? `=${part.trim()}` : part.trim()));
}

function sqlNode(serviceId: 'db.postgres' | 'db.mysql', types: string[]): NodeMapping {
  return {
    types,
    serviceId,
    data: 'rows',
    authorization: true,
    build: (ctx) => {
      const operation = text(ctx.params.operation) ?? 'executeQuery';
      if (operation !== 'executeQuery')
        return { unmapped: `the "${operation}" operation (write it as a SQL query)` };
      const options = record(ctx.params.options);
      const replacement = options.queryReplacement ?? record(ctx.params.additionalFields).queryParams;
      return {
        serviceId,
        params: { sql: ctx.value(ctx.params.query ?? ''), params: queryValues(ctx, replacement) },
      };
    },
  };
}

const redis: NodeMapping = {
  types: ['n8n-nodes-base.redis'],
  serviceId: 'db.redis',
  data: 'result',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const operation = text(p.operation) ?? 'info';
    const v = (value: unknown) => ctx.value(value ?? '');
    const commands: Record<string, () => [string, unknown[]]> = {
      info: () => ['INFO', []],
      get: () => ['GET', [v(p.key)]],
      delete: () => ['DEL', [v(p.key)]],
      incr: () => ['INCR', [v(p.key)]],
      keys: () => ['KEYS', [v(p.keyPattern)]],
      publish: () => ['PUBLISH', [v(p.channel), v(p.messageData)]],
      push: () => [p.tail === true ? 'RPUSH' : 'LPUSH', [v(p.list), v(p.messageData)]],
      pop: () => [p.tail === true ? 'RPOP' : 'LPOP', [v(p.list)]],
      set: () => {
        const args = [v(p.key), v(p.value)];
        if (p.expire === true && typeof p.ttl === 'number') args.push('EX', p.ttl);
        return ['SET', args];
      },
    };
    const command = Object.hasOwn(commands, operation) ? commands[operation] : undefined;
    if (!command) return { unmapped: `the Redis "${operation}" operation` };
    const [name, args] = command();
    return { serviceId: 'db.redis', params: { command: name, args } };
  },
};

const mqtt: NodeMapping = {
  types: ['n8n-nodes-base.mqtt'],
  serviceId: 'mq.mqtt',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const options = record(ctx.params.options);
    const payload = ctx.params.sendInputData === false ? ctx.value(ctx.params.message ?? '') : ctx.input;
    return {
      serviceId: 'mq.mqtt',
      params: {
        topic: ctx.value(ctx.params.topic ?? ''),
        payload,
        qos: typeof options.qos === 'number' ? options.qos : Number(options.qos ?? 0),
        retain: options.retain === true,
      },
    };
  },
};

const rabbitmq: NodeMapping = {
  types: ['n8n-nodes-base.rabbitmq'],
  serviceId: 'mq.amqp',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    if (p.operation === 'deleteMessage') return { unmapped: 'deleting a RabbitMQ message' };
    const payload = p.sendInputData === false ? ctx.value(p.message ?? '') : ctx.input;
    const params: Record<string, unknown> = { payload };
    if (p.mode === 'exchange') {
      params.exchange = ctx.value(p.exchange ?? '');
      params.routingKey = ctx.value(p.routingKey ?? '');
    } else params.queue = ctx.value(p.queue ?? '');
    const headers = pairs(ctx, record(record(p.options).headers).header);
    if (Object.keys(headers).length > 0) params.headers = headers;
    return { serviceId: 'mq.amqp', params };
  },
};

const sendEmail: NodeMapping = {
  types: ['n8n-nodes-base.emailSend'],
  serviceId: 'mail.send',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const options = record(p.options);
    const params: Record<string, unknown> = {
      from: ctx.value(p.fromEmail ?? ''),
      to: ctx.value(p.toEmail ?? ''),
      subject: ctx.value(p.subject ?? ''),
    };
    const cc = p.ccEmail ?? options.ccEmail;
    const bcc = p.bccEmail ?? options.bccEmail;
    if (cc) params.cc = ctx.value(cc);
    if (bcc) params.bcc = ctx.value(bcc);
    if (options.replyTo) params.replyTo = ctx.value(options.replyTo);
    const format = text(p.emailFormat) ?? ((ctx.node.typeVersion ?? 1) >= 2 ? 'html' : 'both');
    if (format !== 'html' && p.text !== undefined) params.text = ctx.value(p.text);
    if (format !== 'text' && p.html !== undefined) params.html = ctx.value(p.html);
    if (params.text === undefined && params.html === undefined) params.text = '';
    if (list(record(options).attachments).length > 0 || typeof options.attachments === 'string')
      ctx.needsHand('parameter', 'Attachments are not imported.');
    return { serviceId: 'mail.send', params };
  },
};

/**
 * The core nodes. App nodes join this table as their connectors land (one row per n8n node type, building
 * the connector step's params); until then they import as placeholder steps.
 */
export const CORE_NODE_MAPPINGS: readonly NodeMapping[] = [
  manualTrigger,
  webhookTrigger,
  scheduleTrigger,
  set,
  noOp,
  code,
  httpRequest,
  ifNode,
  switchNode,
  merge,
  wait,
  respondToWebhook,
  executeWorkflow,
  sqlNode('db.postgres', ['n8n-nodes-base.postgres']),
  sqlNode('db.mysql', ['n8n-nodes-base.mySql']),
  redis,
  mqtt,
  rabbitmq,
  sendEmail,
];

// ---- apps (the connectors' steps, `<app>.<operation>`, registered by the server beside this catalogue)

const telegram: NodeMapping = {
  types: ['n8n-nodes-base.telegram'],
  serviceId: 'telegram.send_message',
  data: '',
  authorization: true,
  build: (ctx) => {
    const resource = text(ctx.params.resource) ?? 'message';
    const operation = text(ctx.params.operation) ?? 'sendMessage';
    if (resource !== 'message' || operation !== 'sendMessage')
      return { unmapped: `the Telegram ${resource} "${operation}" operation` };
    const extra = record(ctx.params.additionalFields);
    const parseMode = text(extra.parse_mode);
    return {
      serviceId: 'telegram.send_message',
      params: {
        chatId: ctx.value(ctx.params.chatId ?? ''),
        text: ctx.value(ctx.params.text ?? ''),
        ...(parseMode === 'HTML' || parseMode === 'MarkdownV2' ? { parseMode } : {}),
        ...(extra.disable_notification === true ? { silent: true } : {}),
      },
    };
  },
};

const slack: NodeMapping = {
  types: ['n8n-nodes-base.slack'],
  serviceId: 'slack.send_message',
  data: '',
  authorization: true,
  build: (ctx) => {
    const resource = text(ctx.params.resource) ?? 'message';
    const operation = text(ctx.params.operation) ?? 'post';
    if (resource !== 'message' || operation !== 'post')
      return { unmapped: `the Slack ${resource} "${operation}" operation` };
    if ((text(ctx.params.messageType) ?? 'text') !== 'text' || ctx.params.select === 'user')
      return { unmapped: 'a Slack message with blocks, attachments or to a user' };
    const channel = locatorValue(ctx.params.channelId ?? ctx.params.channel ?? '');
    return {
      serviceId: 'slack.send_message',
      params: { channel: ctx.value(channel), text: ctx.value(ctx.params.text ?? '') },
    };
  },
};

// ---- app rows' helpers

/** The node's resource and operation, with the node's defaults where n8n left them out of the export. */
function action(
  ctx: MappingContext,
  defaults: { resource: string; operations: Record<string, string> },
): { resource: string; operation: string } {
  const resource = text(ctx.params.resource) ?? defaults.resource;
  const operation =
    text(ctx.params.operation) ??
    (Object.hasOwn(defaults.operations, resource) ? defaults.operations[resource] : undefined) ??
    '';
  return { resource, operation };
}

const unmappedOperation = (app: string, resource: string, operation: string) => ({
  unmapped: operation
    ? `the ${app} ${resource} "${operation}" operation`
    : `the ${app} ${resource} operations`,
});

/** A resource locator's parts (`{ __rl, mode, value, cachedResultName }`), or a plain value's. */
function locator(value: unknown): { value: unknown; mode?: string; name?: string } {
  const rl = record(value);
  if (rl.__rl !== true) return { value };
  return { value: rl.value, mode: text(rl.mode), name: text(rl.cachedResultName) };
}

/**
 * A locator's value as our id: taken out of the link in n8n's "By URL" mode (n8n does it when the node
 * runs, so a link given by an expression is reported), translated otherwise.
 */
function locatorId(
  ctx: MappingContext,
  value: unknown,
  fromUrl: (url: string) => string | undefined,
  what: string,
): unknown {
  const loc = locator(value);
  const given = loc.value ?? '';
  const isUrl = loc.mode === 'url' || (typeof given === 'string' && /^https?:\/\//.test(given));
  if (isUrl && typeof given === 'string') {
    if (!isExpression(given)) return fromUrl(given) ?? given;
    ctx.needsHand(
      'parameter',
      `n8n took the ${what} out of a link given by an expression: give the ${what} itself.`,
    );
  }
  return ctx.value(given);
}

/** The kit's paging props from n8n's Return All and Limit (`fallback` is the node's own default limit). */
function paging(ctx: MappingContext, fallback: number): Record<string, unknown> {
  if (ctx.params.returnAll === true) return { returnAll: true };
  return { limit: ctx.value(ctx.params.limit ?? fallback) };
}

/** n8n hands a list on as one item per entry; our list steps output `{ items, count, more }`. */
function listNote(ctx: MappingContext, what: string): void {
  ctx.needsHand(
    'parameter',
    `n8n ran the next nodes once per ${what}; here they are this step's "items" list (go through them with a Loop step).`,
  );
}

/** Translated values joined as one comma-separated text (labels, addresses), the empty ones left out. */
function commaList(ctx: MappingContext, values: readonly unknown[], separator = ', '): string {
  return values
    .map((value) => ctx.value(value))
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String)
    .join(separator);
}

/** Names of set options of an n8n collection that the step has no place for. */
function leftOut(options: Record<string, unknown>, handled: readonly string[]): string[] {
  return Object.entries(options)
    .filter(([key, value]) => !handled.includes(key) && value !== '' && value !== undefined && value !== null)
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .filter(([, value]) => !(typeof value === 'object' && value !== null && Object.keys(value).length === 0))
    .map(([key]) => key);
}

function leftOutNote(ctx: MappingContext, names: readonly string[]): void {
  if (names.length > 0) ctx.needsHand('parameter', `Not imported: ${names.join(', ')}.`);
}

// ---- Gmail (v1 and v2: message send, get, getAll)

function gmailSend(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const v2 = (ctx.node.typeVersion ?? 1) >= 2;
  const options = record(v2 ? p.options : p.additionalFields);
  const params: Record<string, unknown> = { subject: ctx.value(p.subject ?? '') };
  if (v2) {
    params.to = ctx.value(p.sendTo ?? '');
    // 2.x's Email Type defaults to HTML.
    params.html = (text(p.emailType) ?? 'html') === 'html';
    params.body = ctx.value(p.message ?? '');
    if (options.ccList) params.cc = ctx.value(options.ccList);
    if (options.bccList) params.bcc = ctx.value(options.bccList);
  } else {
    params.to = commaList(ctx, list(p.toList));
    // 1.x sent the text, and the HTML beside it when asked: here the body is one or the other.
    params.html = p.includeHtml === true;
    params.body = ctx.value((p.includeHtml === true ? p.htmlMessage : p.message) ?? '');
    const cc = commaList(ctx, list(options.ccList));
    const bcc = commaList(ctx, list(options.bccList));
    if (cc) params.cc = cc;
    if (bcc) params.bcc = bcc;
  }
  if (Object.keys(record(options.attachmentsUi)).length > 0)
    ctx.needsHand('parameter', 'Attachments are not imported.');
  leftOutNote(
    ctx,
    leftOut(options, ['ccList', 'bccList', 'attachmentsUi', 'appendAttribution', 'replyToSenderOnly']),
  );
  return { serviceId: 'gmail.send_email', params };
}

/** Gmail's search text with n8n 2.x's filters that are search words (as n8n's prepareQuery adds them). */
function gmailQuery(ctx: MappingContext, filters: Record<string, unknown>): string {
  const words: string[] = [];
  if (filters.q) words.push(String(ctx.value(filters.q)));
  if (filters.sender) words.push(`from:${String(ctx.value(filters.sender))}`);
  const status = text(filters.readStatus);
  if (status && status !== 'both') words.push(`is:${status}`);
  return words.join(' ');
}

function gmailSearch(ctx: MappingContext): MappedStep {
  const v2 = (ctx.node.typeVersion ?? 1) >= 2;
  const filters = record(v2 ? ctx.params.filters : ctx.params.additionalFields);
  const q = v2 ? gmailQuery(ctx, filters) : filters.q ? ctx.value(filters.q) : '';
  leftOutNote(
    ctx,
    leftOut(filters, ['q', 'sender', 'readStatus', 'format', 'dataPropertyAttachmentsPrefixName']),
  );
  listNote(ctx, 'message');
  ctx.needsHand(
    'parameter',
    'n8n read each message found; this step lists their ids (id, threadId): read each with a Gmail Get message step.',
  );
  return {
    serviceId: 'gmail.search_messages',
    params: { ...(q ? { q } : {}), ...paging(ctx, v2 ? 50 : 10) },
  };
}

const gmail: NodeMapping = {
  types: ['n8n-nodes-base.gmail'],
  serviceId: 'gmail.send_email',
  data: '',
  authorization: true,
  build: (ctx) => {
    const v2 = (ctx.node.typeVersion ?? 1) >= 2;
    const { resource, operation } = action(ctx, {
      resource: v2 ? 'message' : 'draft',
      operations: { message: 'send' },
    });
    if (resource === 'message' && operation === 'send') return gmailSend(ctx);
    if (resource === 'message' && operation === 'getAll') return gmailSearch(ctx);
    if (resource === 'message' && operation === 'get') {
      ctx.needsHand(
        'parameter',
        "Its output is Flowlane's: id, threadId, from, to, subject, date, snippet, text, html (check the fields later steps read).",
      );
      return { serviceId: 'gmail.get_message', params: { id: ctx.value(ctx.params.messageId ?? '') } };
    }
    return unmappedOperation('Gmail', resource, operation);
  },
};

// ---- Google Sheets (3.x–4.x: append, update, read)

const spreadsheetFromUrl = (url: string) => /\/d\/([0-9a-zA-Z_-]+)/.exec(url)?.[1];

/** The tab's name: n8n picks a tab by its id (gid) and keeps its name beside it, our step takes the name. */
function sheetTab(ctx: MappingContext): unknown {
  const loc = locator(ctx.params.sheetName);
  if (loc.mode === undefined || loc.mode === 'name') return ctx.value(loc.value ?? '');
  if (loc.name) return loc.name;
  ctx.needsHand('parameter', `n8n chose the sheet by its id (${String(loc.value)}): enter the tab's name.`);
  return '';
}

/** The values n8n wrote into a row: mapped column by column, or the whole input item (auto-map). */
function sheetValues(ctx: MappingContext): { auto: boolean; values: Record<string, unknown> } | undefined {
  const p = ctx.params;
  if ((ctx.node.typeVersion ?? 3) >= 4) {
    const columns = record(p.columns);
    if (columns.mappingMode === 'autoMapInputData') return { auto: true, values: {} };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record(columns.value)))
      if (value !== null && value !== undefined) values[name] = ctx.value(value);
    return { auto: false, values };
  }
  const mode = text(p.dataMode) ?? 'defineBelow';
  if (mode === 'nothing') return undefined;
  if (mode === 'autoMapInputData') return { auto: true, values: {} };
  const values: Record<string, unknown> = {};
  for (const field of list(record(p.fieldsUi).fieldValues)) {
    const { fieldId, fieldValue } = record(field);
    if (typeof fieldId === 'string' && fieldId !== '') values[fieldId] = ctx.value(fieldValue ?? '');
  }
  for (const field of list(record(p.fieldsUi).values)) {
    const f = record(field);
    const name = f.column === 'newColumn' ? text(f.columnName) : text(f.column);
    if (name) values[name] = ctx.value(f.fieldValue ?? '');
  }
  return { auto: false, values };
}

const sheetAutoMapNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    'Every field of the input item goes into the row: the sheet needs a column for each (n8n could add or skip the others).',
  );
const sheetOutputNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    "n8n passed the row on; this step outputs where it wrote (updatedRange): later steps reading the row's fields need the step before.",
  );

function sheetUpdate(ctx: MappingContext, where: Record<string, unknown>): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const v4 = (ctx.node.typeVersion ?? 3) >= 4;
  const column = v4 ? text(list(record(p.columns).matchingColumns)[0]) : text(p.columnToMatchOn);
  const written = sheetValues(ctx);
  if (!column || !written) return { unmapped: 'a Google Sheets update without a column to match on' };
  sheetOutputNote(ctx);
  // n8n's row_number is our rows' _row.
  const match = column === 'row_number' ? '_row' : column;
  if (written.auto) {
    sheetAutoMapNote(ctx);
    return {
      serviceId: 'google-sheets.update_row',
      params: {
        ...where,
        column: match,
        value: ctx.value(`={{ $json[${JSON.stringify(column)}] }}`),
        row: ctx.input,
      },
    };
  }
  const { [column]: matched, row_number: _rowNumber, ...row } = written.values;
  return {
    serviceId: 'google-sheets.update_row',
    params: {
      ...where,
      column: match,
      value: v4 ? (matched ?? '') : ctx.value(p.valueToMatchOn ?? ''),
      row,
    },
  };
}

function sheetRead(ctx: MappingContext, where: Record<string, unknown>): MappedStep | { unmapped: string } {
  const filters = list(record(ctx.params.filtersUI).values).map(record);
  const options = record(ctx.params.options);
  if (options.dataLocationOnSheet)
    ctx.needsHand('parameter', 'The range to read is not imported: the whole tab is read.');
  listNote(ctx, 'row');
  if (filters.length === 0) return { serviceId: 'google-sheets.read_rows', params: where };
  if (filters.length > 1) return { unmapped: 'a Google Sheets read with several filters' };
  const version = ctx.node.typeVersion ?? 3;
  const firstOnly =
    version >= 4.5 ? options.returnFirstMatch === true : options.returnAllMatches !== 'returnAllMatches';
  if (firstOnly)
    ctx.needsHand('parameter', 'n8n returned only the first matching row; this step returns every match.');
  const [filter] = filters;
  return {
    serviceId: 'google-sheets.lookup_rows',
    params: {
      ...where,
      column: ctx.value(filter?.lookupColumn ?? ''),
      value: ctx.value(filter?.lookupValue ?? ''),
    },
  };
}

const googleSheets: NodeMapping = {
  types: ['n8n-nodes-base.googleSheets'],
  serviceId: 'google-sheets.append_row',
  data: '',
  authorization: true,
  build: (ctx) => {
    if ((ctx.node.typeVersion ?? 1) < 3)
      return {
        unmapped: 'the Google Sheets node before version 3 (update the node in n8n and export again)',
      };
    const { resource, operation } = action(ctx, {
      resource: 'sheet',
      operations: { sheet: 'read', spreadsheet: 'create' },
    });
    if (resource !== 'sheet' || !['append', 'update', 'read'].includes(operation))
      return unmappedOperation('Google Sheets', resource, operation);
    const where = {
      spreadsheetId: locatorId(ctx, ctx.params.documentId, spreadsheetFromUrl, 'spreadsheet id'),
      sheet: sheetTab(ctx),
    };
    if (operation === 'update') return sheetUpdate(ctx, where);
    if (operation === 'read') return sheetRead(ctx, where);
    const written = sheetValues(ctx);
    if (!written) return { unmapped: 'a Google Sheets append that sends nothing' };
    if (written.auto) sheetAutoMapNote(ctx);
    sheetOutputNote(ctx);
    return {
      serviceId: 'google-sheets.append_row',
      params: { ...where, row: written.auto ? ctx.input : written.values },
    };
  },
};

// ---- Notion (database page create, get, getAll; block append)

const NOTION_ID =
  /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The page, database or block id in a Notion link: a block's after `#`, else the last one in the path. */
function notionIdFromUrl(url: string): string | undefined {
  const [beforeHash = '', hash = ''] = url.split('#');
  const inHash = hash.match(NOTION_ID)?.[0];
  if (inHash) return inHash;
  const found = (beforeHash.split('?')[0] ?? '').match(NOTION_ID);
  return found?.[found.length - 1];
}

const notionOutputNote = (ctx: MappingContext) => {
  if (ctx.params.simple !== false)
    ctx.needsHand(
      'parameter',
      "n8n simplified Notion's answer (property_* fields); this step outputs the page as Notion gives it (check the fields later steps read).",
    );
};

/** A Notion property value from an n8n property row (`key` is "Name|type"), undefined when not imported. */
function notionProperty(ctx: MappingContext, row: Record<string, unknown>, type: string): unknown {
  const v = (value: unknown, fallback: unknown = '') => ctx.value(value ?? fallback);
  switch (type) {
    case 'rich_text':
      return row.richText === true ? undefined : { rich_text: [{ text: { content: v(row.textContent) } }] };
    case 'number':
      return { number: v(row.numberValue, 0) };
    case 'checkbox':
      return { checkbox: v(row.checkboxValue, false) };
    case 'select':
      return { select: { name: v(row.selectValue) } };
    case 'status':
      return { status: { name: v(row.statusValue) } };
    case 'multi_select':
      return Array.isArray(row.multiSelectValue)
        ? { multi_select: row.multiSelectValue.map((name) => ({ name: ctx.value(name) })) }
        : undefined;
    case 'email':
      return { email: v(row.emailValue) };
    case 'url':
      return { url: v(row.urlValue) };
    case 'phone_number':
      return { phone_number: v(row.phoneValue) };
    case 'date':
      return row.range === true ? undefined : { date: { start: v(row.date) } };
    default:
      return undefined;
  }
}

function notionCreate(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const properties: Record<string, unknown> = {};
  const skipped: string[] = [];
  let title = p.title === undefined ? undefined : ctx.value(p.title);
  let titleProperty: string | undefined;
  for (const item of list(record(p.propertiesUi).propertyValues)) {
    const row = record(item);
    const [name = '', keyType] = (text(row.key) ?? '').split('|');
    const type = keyType ?? text(row.type) ?? '';
    if (name === '') continue;
    if (type === 'title') {
      titleProperty = name;
      title = ctx.value(row.title ?? '');
      continue;
    }
    const value = notionProperty(ctx, row, type);
    if (value === undefined) skipped.push(name);
    else properties[name] = value;
  }
  if (skipped.length > 0)
    ctx.needsHand('parameter', `Notion properties not imported: ${skipped.join(', ')}.`);
  if (!titleProperty)
    ctx.needsHand(
      'parameter',
      'The title goes into the database\'s "Name" column: set Title property if the title column is called otherwise.',
    );
  const blocks = list(record(p.blockUi).blockValues).map(record);
  const paragraphs = blocks.filter(
    (b) => (text(b.type) ?? 'paragraph') === 'paragraph' && b.richText !== true,
  );
  if (paragraphs.length < blocks.length)
    ctx.needsHand('parameter', 'Page content other than plain-text paragraphs is not imported.');
  const content = paragraphText(ctx, paragraphs);
  if (Object.keys(record(p.options)).length > 0) ctx.needsHand('parameter', 'The page icon is not imported.');
  notionOutputNote(ctx);
  return {
    serviceId: 'notion.create_database_item',
    params: {
      databaseId: locatorId(ctx, p.databaseId, notionIdFromUrl, 'database id'),
      title: title ?? '',
      ...(titleProperty ? { titleProperty } : {}),
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      ...(content ? { content } : {}),
    },
  };
}

/** Paragraph blocks' texts, one line each. */
function paragraphText(ctx: MappingContext, blocks: readonly Record<string, unknown>[]): string {
  return blocks.map((b) => String(ctx.value(b.textContent ?? ''))).join('\n');
}

function notionQuery(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const params: Record<string, unknown> = {
    databaseId: locatorId(ctx, p.databaseId, notionIdFromUrl, 'database id'),
    ...paging(ctx, 50),
  };
  const filterType = text(p.filterType) ?? 'none';
  if (filterType === 'json') params.filter = jsonParam(ctx, p.filterJson ?? '{}');
  else if (filterType !== 'none')
    ctx.needsHand('parameter', 'The filter conditions are not imported: write them as a Notion filter.');
  const sorts = list(record(record(p.options).sort).sortValue).map((item) => {
    const sort = record(item);
    const key = (text(sort.key) ?? '').split('|')[0] ?? '';
    const direction = text(sort.direction) ?? 'ascending';
    return sort.timestamp === true ? { timestamp: key, direction } : { property: key, direction };
  });
  if (sorts.length > 0) params.sorts = sorts;
  listNote(ctx, 'page');
  notionOutputNote(ctx);
  return { serviceId: 'notion.query_database', params };
}

function notionAppend(ctx: MappingContext): MappedStep | { unmapped: string } {
  const blocks = list(record(ctx.params.blockUi).blockValues).map(record);
  const plain = blocks.every((b) => (text(b.type) ?? 'paragraph') === 'paragraph' && b.richText !== true);
  if (blocks.length === 0 || !plain) return { unmapped: 'Notion blocks other than plain-text paragraphs' };
  return {
    serviceId: 'notion.append_text',
    params: {
      pageId: locatorId(ctx, ctx.params.blockId, notionIdFromUrl, 'page id'),
      text: paragraphText(ctx, blocks),
    },
  };
}

const notion: NodeMapping = {
  types: ['n8n-nodes-base.notion'],
  serviceId: 'notion.create_database_item',
  data: '',
  authorization: true,
  build: (ctx) => {
    const { resource, operation } = action(ctx, {
      resource: 'page',
      operations: { page: 'create', databasePage: 'create', block: 'append' },
    });
    if (resource === 'databasePage' && operation === 'create') return notionCreate(ctx);
    if (resource === 'databasePage' && operation === 'getAll') return notionQuery(ctx);
    if (resource === 'databasePage' && operation === 'get') {
      notionOutputNote(ctx);
      return {
        serviceId: 'notion.get_page',
        params: { pageId: locatorId(ctx, ctx.params.pageId, notionIdFromUrl, 'page id') },
      };
    }
    if (resource === 'block' && operation === 'append') return notionAppend(ctx);
    return unmappedOperation('Notion', resource, operation);
  },
};

// ---- GitHub (issue create, get, createComment; repository getIssues)

function githubRepo(ctx: MappingContext): Record<string, unknown> {
  return {
    owner: locatorId(ctx, ctx.params.owner, (url) => /github\.com\/([-_0-9a-zA-Z]+)/.exec(url)?.[1], 'owner'),
    repo: locatorId(
      ctx,
      ctx.params.repository,
      (url) => /github\.com\/[-_0-9a-zA-Z]+\/([-_.0-9a-zA-Z]+)/.exec(url)?.[1],
      'repository name',
    ),
  };
}

function githubIssues(ctx: MappingContext): MappedStep {
  const filters = record(ctx.params.getRepositoryIssuesFilters);
  leftOutNote(ctx, leftOut(filters, ['state', 'labels']));
  listNote(ctx, 'issue');
  return {
    serviceId: 'github.list_issues',
    params: {
      ...githubRepo(ctx),
      state: ctx.value(filters.state ?? 'open'),
      ...(filters.labels ? { labels: ctx.value(filters.labels) } : {}),
      ...paging(ctx, 50),
    },
  };
}

const github: NodeMapping = {
  types: ['n8n-nodes-base.github'],
  serviceId: 'github.create_issue',
  data: '',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const { resource, operation } = action(ctx, { resource: 'issue', operations: { issue: 'create' } });
    if (resource === 'repository' && operation === 'getIssues') return githubIssues(ctx);
    if (resource !== 'issue') return unmappedOperation('GitHub', resource, operation);
    if (operation === 'create') {
      const labels = commaList(
        ctx,
        list(p.labels).map((l) => record(l).label),
      );
      const assignees = commaList(
        ctx,
        list(p.assignees).map((a) => record(a).assignee),
      );
      return {
        serviceId: 'github.create_issue',
        params: {
          ...githubRepo(ctx),
          title: ctx.value(p.title ?? ''),
          ...(p.body ? { body: ctx.value(p.body) } : {}),
          ...(labels ? { labels } : {}),
          ...(assignees ? { assignees } : {}),
        },
      };
    }
    if (operation === 'get')
      return {
        serviceId: 'github.get_issue',
        params: { ...githubRepo(ctx), issue_number: ctx.value(p.issueNumber ?? 0) },
      };
    if (operation === 'createComment')
      return {
        serviceId: 'github.create_comment',
        params: {
          ...githubRepo(ctx),
          issue_number: ctx.value(p.issueNumber ?? 0),
          body: ctx.value(p.body ?? ''),
        },
      };
    return unmappedOperation('GitHub', resource, operation);
  },
};

// ---- Discord (2.x message send as the bot)

const DISCORD_WEBHOOK =
  "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)";

const discord: NodeMapping = {
  types: ['n8n-nodes-base.discord'],
  serviceId: 'discord.send_message',
  data: '',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    if ((ctx.node.typeVersion ?? 1) < 2 || p.authentication === 'webhook')
      return { unmapped: DISCORD_WEBHOOK };
    const { resource, operation } = action(ctx, { resource: 'channel', operations: { message: 'send' } });
    if (resource !== 'message' || operation !== 'send')
      return unmappedOperation('Discord', resource, operation);
    if (p.sendTo === 'user') return { unmapped: 'a Discord direct message to a user' };
    const options = record(p.options);
    if (list(record(p.embeds).values).length > 0 || list(record(p.files).values).length > 0)
      ctx.needsHand('parameter', 'Embeds and files are not imported.');
    leftOutNote(ctx, leftOut(options, ['tts']));
    return {
      serviceId: 'discord.send_message',
      params: {
        channelId: locatorId(
          ctx,
          p.channelId,
          (url) => /channels\/[0-9]+\/([0-9]+)/.exec(url)?.[1],
          'channel id',
        ),
        content: ctx.value(p.content ?? ''),
        ...(options.tts === true ? { tts: true } : {}),
      },
    };
  },
};

// ---- Jira (issue create, get, getAll; issueComment add)

/**
 * n8n keeps a Jira project and issue type as ids (its lists' values); our step takes the project's key and
 * the type's name. The type's name comes from the locator's cached name when there is one.
 */
function jiraCreate(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const project = locator(p.project);
  const type = locator(p.issueType);
  const fields = record(p.additionalFields);
  ctx.needsHand(
    'parameter',
    `n8n chose the project by its id (${String(project.value ?? '')}${project.name ? `, ${project.name}` : ''}): enter its key.`,
  );
  if (!type.name)
    ctx.needsHand(
      'parameter',
      `n8n chose the issue type by its id (${String(type.value ?? '')}): enter its name.`,
    );
  const labels = commaList(ctx, list(fields.labels ?? fields.serverLabels));
  leftOutNote(ctx, leftOut(fields, ['description', 'labels', 'serverLabels', 'updateHistory']));
  return {
    serviceId: 'jira.create_issue',
    params: {
      project:
        typeof project.value === 'string' && /^\d+$/.test(project.value)
          ? ''
          : ctx.value(project.value ?? ''),
      issueType: type.name ?? '',
      summary: ctx.value(p.summary ?? ''),
      ...(fields.description ? { description: ctx.value(fields.description) } : {}),
      ...(labels ? { labels } : {}),
    },
  };
}

const jira: NodeMapping = {
  types: ['n8n-nodes-base.jira'],
  serviceId: 'jira.create_issue',
  data: '',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const { resource, operation } = action(ctx, {
      resource: 'issue',
      operations: { issue: 'create', issueComment: 'add' },
    });
    if (resource === 'issue' && operation === 'create') return jiraCreate(ctx);
    if (resource === 'issue' && operation === 'get') {
      const fields = record(p.additionalFields).fields;
      if (p.simplifyOutput === true)
        ctx.needsHand(
          'parameter',
          "n8n simplified the issue's fields; this step outputs them as Jira gives them.",
        );
      return {
        serviceId: 'jira.get_issue',
        params: { issueKey: ctx.value(p.issueKey ?? ''), ...(fields ? { fields: ctx.value(fields) } : {}) },
      };
    }
    if (resource === 'issue' && operation === 'getAll') {
      const options = record(p.options);
      listNote(ctx, 'issue');
      return {
        serviceId: 'jira.search_issues',
        params: {
          // n8n's search without JQL lists every issue; the search step needs a JQL text.
          jql: options.jql ? ctx.value(options.jql) : 'ORDER BY created DESC',
          ...(options.fields ? { fields: ctx.value(options.fields) } : {}),
          ...paging(ctx, 50),
        },
      };
    }
    if (resource === 'issueComment' && operation === 'add') {
      if (p.jsonParameters === true)
        return { unmapped: 'a Jira comment written in Atlassian Document Format (JSON)' };
      return {
        serviceId: 'jira.add_comment',
        params: { issueKey: ctx.value(p.issueKey ?? ''), body: ctx.value(p.comment ?? '') },
      };
    }
    return unmappedOperation('Jira', resource, operation);
  },
};

// ---- Twilio (sms send)

const twilio: NodeMapping = {
  types: ['n8n-nodes-base.twilio'],
  serviceId: 'twilio.send_sms',
  data: '',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const { resource, operation } = action(ctx, {
      resource: 'sms',
      operations: { sms: 'send', call: 'make' },
    });
    if (resource !== 'sms' || operation !== 'send') return unmappedOperation('Twilio', resource, operation);
    if (p.toWhatsapp === true && p.messagingType === 'template')
      return { unmapped: 'a WhatsApp template message through Twilio' };
    // As n8n does, WhatsApp numbers are the numbers with Twilio's "whatsapp:" prefix.
    const number = (value: unknown) => {
      const translated = ctx.value(value ?? '');
      return p.toWhatsapp === true ? `whatsapp:${String(translated)}` : translated;
    };
    leftOutNote(ctx, leftOut(record(p.options), []));
    return {
      serviceId: 'twilio.send_sms',
      params: {
        to: number(p.to),
        ...(p.from ? { from: number(p.from) } : {}),
        body: ctx.value(p.message ?? ''),
      },
    };
  },
};

// ---- HubSpot (contact upsert, search, getAll; deal create)

/** n8n's contact fields and the HubSpot properties its node writes them to. */
const HUBSPOT_CONTACT: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  phoneNumber: 'phone',
  companyName: 'company',
  city: 'city',
  country: 'country',
  jobTitle: 'jobtitle',
  websiteUrl: 'website',
  mobilePhoneNumber: 'mobilephone',
  postalCode: 'zip',
  stateRegion: 'state',
  streetAddress: 'address',
  industry: 'industry',
  lifeCycleStage: 'lifecyclestage',
  leadStatus: 'hs_lead_status',
  message: 'message',
  salutation: 'salutation',
  faxNumber: 'fax',
  contactOwner: 'hubspot_owner_id',
};
const CONTACT_PROPS = new Set(['email', 'firstname', 'lastname', 'phone', 'company']);

/** n8n's custom property rows (`{ property, value }`) as HubSpot properties. */
function hubspotCustom(ctx: MappingContext, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list(record(fields.customPropertiesUi).customPropertiesValues)) {
    const { property, value } = record(item);
    if (typeof property === 'string' && property !== '') out[property] = ctx.value(value ?? '');
  }
  return out;
}

function hubspotContact(ctx: MappingContext): MappedStep {
  const fields = record(ctx.params.additionalFields);
  const params: Record<string, unknown> = { email: ctx.value(ctx.params.email ?? '') };
  const properties = hubspotCustom(ctx, fields);
  for (const [field, value] of Object.entries(fields)) {
    const property = Object.hasOwn(HUBSPOT_CONTACT, field) ? HUBSPOT_CONTACT[field] : undefined;
    if (!property || value === '' || value === undefined) continue;
    if (CONTACT_PROPS.has(property)) params[property] = ctx.value(value);
    else properties[property] = ctx.value(value);
  }
  if (Object.keys(properties).length > 0) params.properties = properties;
  leftOutNote(ctx, leftOut(fields, [...Object.keys(HUBSPOT_CONTACT), 'customPropertiesUi', 'properties']));
  ctx.needsHand(
    'parameter',
    'n8n created the contact or updated the one with that email; this step creates it (and fails if the email exists): use Update contact for existing ones.',
  );
  return { serviceId: 'hubspot.create_contact', params };
}

function hubspotSearch(ctx: MappingContext): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const groups = list(record(p.filterGroupsUi).filterGroupsValues);
  const filters = groups.flatMap((group) => list(record(record(group).filtersUi).filterValues)).map(record);
  if (groups.length > 1 || filters.length > 1)
    return { unmapped: 'a HubSpot contact search with several filters' };
  const options = record(p.additionalFields);
  const params: Record<string, unknown> = {};
  const [filter] = filters;
  if (filter) {
    const operator = text(filter.operator) ?? 'EQ';
    if (operator === 'NOT_HAS_PROPERTY')
      return { unmapped: 'a HubSpot search for contacts without a property' };
    params.property = (text(filter.propertyName) ?? '').split('|')[0];
    params.operator = operator;
    if (operator !== 'HAS_PROPERTY') params.value = ctx.value(filter.value ?? '');
  }
  if (options.query) params.query = ctx.value(options.query);
  if (Array.isArray(options.properties)) params.fields = commaList(ctx, options.properties, ',');
  leftOutNote(ctx, leftOut(options, ['query', 'properties']));
  listNote(ctx, 'contact');
  return { serviceId: 'hubspot.search_contacts', params: { ...params, ...paging(ctx, 100) } };
}

function hubspotDeal(ctx: MappingContext): MappedStep {
  const fields = record(ctx.params.additionalFields);
  const properties = hubspotCustom(ctx, fields);
  if (fields.description) properties.description = ctx.value(fields.description);
  if (fields.dealType) properties.dealtype = ctx.value(fields.dealType);
  if (fields.dealOwner) properties.hubspot_owner_id = ctx.value(locator(fields.dealOwner).value ?? '');
  const contacts = list(fields.associatedVids);
  if (contacts.length > 1)
    ctx.needsHand(
      'parameter',
      'The deal is associated with the first contact only (n8n associated several).',
    );
  if (!fields.dealName) ctx.needsHand('parameter', 'n8n created the deal without a name: give it one.');
  leftOutNote(
    ctx,
    leftOut(fields, [
      'dealName',
      'amount',
      'closeDate',
      'pipeline',
      'associatedVids',
      'description',
      'dealType',
      'dealOwner',
      'customPropertiesUi',
    ]),
  );
  return {
    serviceId: 'hubspot.create_deal',
    params: {
      dealname: ctx.value(fields.dealName ?? ''),
      dealstage: ctx.value(ctx.params.stage ?? ''),
      ...(fields.pipeline ? { pipeline: ctx.value(fields.pipeline) } : {}),
      ...(fields.amount ? { amount: ctx.value(fields.amount) } : {}),
      ...(fields.closeDate ? { closedate: ctx.value(fields.closeDate) } : {}),
      ...(contacts.length > 0 ? { contactId: ctx.value(contacts[0]) } : {}),
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
    },
  };
}

const hubspot: NodeMapping = {
  types: ['n8n-nodes-base.hubspot'],
  serviceId: 'hubspot.create_contact',
  data: '',
  authorization: true,
  build: (ctx) => {
    const { resource, operation } = action(ctx, {
      resource: 'contact',
      operations: { contact: 'upsert', deal: 'create' },
    });
    if (resource === 'contact' && operation === 'upsert') return hubspotContact(ctx);
    if (resource === 'contact' && operation === 'search') return hubspotSearch(ctx);
    if (resource === 'contact' && operation === 'getAll') {
      listNote(ctx, 'contact');
      return { serviceId: 'hubspot.search_contacts', params: paging(ctx, 100) };
    }
    if (resource === 'deal' && operation === 'create') return hubspotDeal(ctx);
    return unmappedOperation('HubSpot', resource, operation);
  },
};

/**
 * Rows for app nodes, mapped onto the app connectors' steps (`<app>.<operation>`): the n8n operations that
 * have a step of ours; the others import as placeholders that say which operation it was. What a step does
 * differently (a list as `items`, a project key for an id) is reported for the person importing.
 */
export const APP_NODE_MAPPINGS: readonly NodeMapping[] = [
  telegram,
  slack,
  gmail,
  googleSheets,
  notion,
  github,
  discord,
  jira,
  twilio,
  hubspot,
];

export const N8N_NODE_MAPPINGS: readonly NodeMapping[] = [...CORE_NODE_MAPPINGS, ...APP_NODE_MAPPINGS];

/** The table's row for an n8n node type and version, if any. */
export function mappingFor(
  type: string,
  version: number | undefined,
  table: readonly NodeMapping[] = N8N_NODE_MAPPINGS,
): NodeMapping | undefined {
  const v = version ?? 1;
  return table.find(
    (row) =>
      row.types.includes(type) &&
      (row.versions?.min === undefined || v >= row.versions.min) &&
      (row.versions?.max === undefined || v <= row.versions.max),
  );
}
