import type { MappedStep, MappingContext, NodeMapping } from '../mapping-types.js';
import { jsonParam, list, locatorValue, pairs, record, text } from '../table-helpers.js';

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

export const ifNode: NodeMapping = {
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

export const switchNode: NodeMapping = {
  types: ['n8n-nodes-base.switch'],
  serviceId: 'flow.switch',
  data: 'through',
  build: (ctx) => ((ctx.node.typeVersion ?? 1) >= 3 ? switchV3(ctx) : switchV1(ctx)),
};

export const merge: NodeMapping = {
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

export const wait: NodeMapping = {
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

export const respondToWebhook: NodeMapping = {
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

export const executeWorkflow: NodeMapping = {
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
