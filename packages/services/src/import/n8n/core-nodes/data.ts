import { parseTemplate } from '@flowlane/engine';
import { referencedNodes, wrapN8nCode } from '../code-node.js';
import type { MappedStep, MappingContext, NodeMapping } from '../mapping-types.js';
import { jsonParam, list, pairs, record, text } from '../table-helpers.js';

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

export const set: NodeMapping = {
  types: ['n8n-nodes-base.set'],
  serviceId: 'data.set',
  data: '',
  build: (ctx) => ((ctx.node.typeVersion ?? 1) >= 3 ? setV3(ctx) : setV1(ctx)),
};

export const noOp: NodeMapping = {
  types: ['n8n-nodes-base.noOp'],
  serviceId: 'data.set',
  data: '',
  build: (ctx) => ({ serviceId: 'data.set', params: { mode: 'json', json: ctx.input } }),
};

export const code: NodeMapping = {
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

export const httpRequest: NodeMapping = {
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
