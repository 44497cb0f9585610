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

/**
 * Rows for app nodes, mapped onto the app connectors' steps. Telegram and Slack messages so far; the
 * other connector apps (Gmail, Google Sheets, Notion, GitHub) and the rest of issue 51's twenty come next.
 */
export const APP_NODE_MAPPINGS: readonly NodeMapping[] = [telegram, slack];

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
