import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ApiError } from '@flowlane/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

/**
 * The OpenAPI document's clean-up, done once for every route instead of in each routes file (issue 54):
 * an operationId from the method and path unless the route names one, the standard 4xx answers with the
 * shared error body, examples generated from the schemas, and the security each operation really has.
 * Paths and payloads stay exactly as the routes declare them.
 */

/** What a route asks of its caller: nothing (public), a session only, or a session or a key of a scope. */
export type CallerRequirement = 'public' | 'session' | 'read' | 'write' | 'run' | 'mcp';

export type OpenApiOptions = {
  version: string;
  /** What an authenticated route asks of an API key (the api-keys domain decides: scopes.ts). */
  keyRequirement: (method: string, route: string) => Exclude<CallerRequirement, 'public'>;
};

/**
 * Routes that resolve no caller: sign-in and its mails, health, the outbox outside production, billing's
 * public parts, webhooks. openapi.test.ts checks each against the server.
 */
const PUBLIC_OPERATIONS: RegExp[] = [
  /^GET \/api\/health$/,
  /^GET \/dev\/mail$/,
  /^POST \/api\/(auth\/register|auth\/validate|login|token\/refresh|logout|auth\/password\/forgot)$/,
  /^PUT \/api\/auth\/password\/reset$/,
  /^GET \/api\/billing\/config$/,
  /^POST \/api\/billing\/webhook$/,
  /^[A-Z]+ \/hooks\//,
];

/** Not Flowlane's API: the local stand-in for Stripe's (sandbox mode), which Stripe's own SDK calls. */
const INTERNAL_PATHS = [/^\/stripe-sandbox\//];

/** Methods OpenAPI 3.0 has; a route for every method (`app.all`) also answers QUERY, which it has not. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Summaries of routes that declare no schema (webhooks take any body, so they have none). */
const DEFAULT_SUMMARIES: Record<string, { summary: string; tags: string[] }> = {
  '/hooks/{hookId}': {
    summary: "Call a workflow's webhook: runs the workflow (202 with the run id, or the workflow's reply)",
    tags: ['webhooks'],
  },
  '/hooks/test/{hookId}': {
    summary: "Send a test call to a workflow's webhook while the designer listens for one",
    tags: ['webhooks'],
  },
};

const ERROR_DESCRIPTIONS: Record<string, { description: string; code: string; message: string }> = {
  '400': {
    description: 'The request is malformed or its input is invalid',
    code: 'VALIDATION_FAILED',
    message: 'Invalid body: name: Required',
  },
  '401': {
    description: 'No valid session or API key',
    code: 'UNAUTHORIZED',
    message: 'Session expired, please log in again.',
  },
  '403': {
    description: "The caller's role, plan or API key scopes do not allow this",
    code: 'FORBIDDEN',
    message: 'This API key lacks the "write" scope, which POST /api/workflow needs.',
  },
  '404': { description: 'Not found in the caller’s team', code: 'NOT_FOUND', message: 'Not found' },
};

/** Both ways to call the API: `Authorization: Bearer` (a session's access token or a key) and `X-API-Key`. */
const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The access token from POST /api/login (refreshed with POST /api/token/refresh), or an API key (flk_…) made in My Account or in team settings.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'An API key (flk_…). It acts in its own team only, within its scopes.',
  },
};

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ApiError' };

function errorResponse(status: string): Json {
  const known = ERROR_DESCRIPTIONS[status] ?? { description: 'Error', code: 'BAD_REQUEST', message: 'Error' };
  return {
    description: known.description,
    content: {
      'application/json': { schema: ERROR_SCHEMA_REF, example: { message: known.message, code: known.code } },
    },
  };
}

/** `/api/workflow/{id}/runs` as Fastify wrote it: `/api/workflow/:id/runs`. */
export const routePattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));

/** `GET /api/workflow/{id}/runs` → `getWorkflowByIdRuns`: stable, readable, unique per method and path. */
export function operationIdFor(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((part) => part && part !== 'api')
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      return param ? ['By', ...words(param)] : words(part);
    });
  return method.toLowerCase() + parts.join('');
}

/** A value that satisfies a schema (of the subset zod writes), for the document's examples. */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 12) return null;
  if ('example' in schema) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const branch = branches.find((b) => !(isRecord(b) && b.type === 'null')) ?? branches[0];
      return sampleOf(branch, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sampleOf(part, depth + 1));
    return parts.every(isRecord) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || isRecord(schema.properties)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const value: Json = {};
    for (const [name, property] of Object.entries(properties)) {
      // Optional properties only near the top, so a deep document stays a readable example.
      if (required.has(name) || depth < 3) value[name] = sampleOf(property, depth + 1);
    }
    return value;
  }
  if (type === 'array') {
    const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
    if (schema.maxItems === 0) return [];
    return Array.from({ length: count }, () => sampleOf(schema.items, depth + 1));
  }
  if (type === 'string') return sampleString(schema);
  if (type === 'integer' || type === 'number') {
    // OpenAPI 3.0 writes an exclusive bound as `exclusiveMinimum: true` beside `minimum`.
    const floor =
      typeof schema.minimum === 'number'
        ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0)
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : 1;
    const value = typeof schema.maximum === 'number' ? Math.min(floor, schema.maximum) : floor;
    return type === 'integer' ? Math.ceil(value) : value;
  }
  if (type === 'boolean') return true;
  return null;
}

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2026-01-01T09:30:00.000Z',
  date: '2026-01-01',
  time: '09:30:00',
  email: 'ada@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

function sampleString(schema: Json): string {
  const formatted = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (formatted) return formatted;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  let value = 'example';
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    value =
      [stringMatching(schema.pattern), 'example'].find((c) => c !== undefined && pattern.test(c)) ?? value;
  }
  while (value.length < min) value += 'x';
  return value.length > max ? value.slice(0, Math.max(min, max)) : value;
}

/**
 * A string matching a simple pattern (anchors, literals, `\d`, `\w`, classes, quantifiers): the first
 * character each part allows, repeated as few times as it must be. Undefined for groups and alternatives.
 */
export function stringMatching(pattern: string): string | undefined {
  let out = '';
  let i = pattern.startsWith('^') ? 1 : 0;
  const end = pattern.endsWith('$') && !pattern.endsWith('\\$') ? pattern.length - 1 : pattern.length;
  while (i < end) {
    let piece: string;
    const c = pattern[i] ?? '';
    if (c === '(' || c === '|' || c === ')') return undefined;
    if (c === '\\') {
      const escaped = pattern[i + 1] ?? '';
      piece = escaped === 'd' ? '1' : escaped === 'w' ? 'a' : escaped === 's' ? ' ' : escaped;
      i += 2;
    } else if (c === '[') {
      const close = pattern.indexOf(']', i + 1);
      if (close < 0 || pattern[i + 1] === '^') return undefined;
      const first = pattern[i + 1] === '\\' ? pattern[i + 2] : pattern[i + 1];
      piece = first === 'd' && pattern[i + 1] === '\\' ? '1' : (first ?? '');
      i = close + 1;
    } else if (c === '.') {
      piece = 'a';
      i += 1;
    } else {
      piece = c;
      i += 1;
    }
    let times = 1;
    const quantifier = pattern.slice(i);
    const braces = /^\{(\d+)(,\d*)?\}/.exec(quantifier);
    if (braces) {
      times = Number(braces[1]);
      i += braces[0].length;
    } else if (quantifier[0] === '+') {
      i += 1;
    } else if (quantifier[0] === '*' || quantifier[0] === '?') {
      times = 0;
      i += 1;
    }
    out += piece.repeat(times);
  }
  return out;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside `type`; zod writes it beside `anyOf` for a nullable union.
 * The same meaning, in 3.0's words: each typed branch is nullable.
 */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullableUnions(item);
    return;
  }
  if (!isRecord(node)) return;
  const union = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(union)) {
    delete node.nullable;
    for (const branch of union) if (isRecord(branch) && branch.type !== undefined) branch.nullable = true;
  }
  for (const value of Object.values(node)) fixNullableUnions(value);
}

function addExamples(content: unknown): void {
  if (!isRecord(content)) return;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isRecord(media) || 'example' in media || 'examples' in media) continue;
    if (mediaType.includes('json') && media.schema !== undefined) media.example = sampleOf(media.schema);
  }
}

function securityOf(requirement: CallerRequirement): Json[] {
  if (requirement === 'public') return [];
  if (requirement === 'session') return [{ bearer: [] }];
  return [{ bearer: [] }, { apiKey: [] }];
}

function describeSecurity(operation: Json, requirement: CallerRequirement): void {
  if (requirement === 'public') return;
  const note =
    requirement === 'session'
      ? 'Needs a signed-in session; API keys are refused.'
      : `An API key needs the \`${requirement}\` scope.`;
  operation.description =
    typeof operation.description === 'string' ? `${operation.description}\n\n${note}` : note;
  operation['x-api-key-scope'] = requirement === 'session' ? null : requirement;
}

/** Cleans one operation in place (a fresh copy per method: `app.all` routes share one object). */
function cleanOperation(
  operation: Json,
  method: string,
  path: string,
  requirement: CallerRequirement,
  usedIds: Set<string>,
): void {
  const fallback = DEFAULT_SUMMARIES[path];
  if (fallback && typeof operation.summary !== 'string') {
    operation.summary = fallback.summary;
    operation.tags ??= fallback.tags;
  }
  if (typeof operation.operationId !== 'string') {
    let id = operationIdFor(method, path);
    for (let n = 2; usedIds.has(id); n += 1) id = `${operationIdFor(method, path)}${n}`;
    operation.operationId = id;
  }
  usedIds.add(String(operation.operationId));

  operation.security = securityOf(requirement);
  describeSecurity(operation, requirement);

  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  for (const parameter of parameters) {
    if (isRecord(parameter) && !('example' in parameter)) parameter.example = sampleOf(parameter.schema);
  }
  if (isRecord(operation.requestBody)) addExamples(operation.requestBody.content);

  const responses = isRecord(operation.responses) ? operation.responses : {};
  operation.responses = responses;
  const wanted = ['400'];
  if (requirement !== 'public') wanted.push('401', '403');
  if (path.includes('{')) wanted.push('404');
  for (const status of wanted) responses[status] ??= errorResponse(status);
  for (const [status, response] of Object.entries(responses)) {
    if (!isRecord(response)) continue;
    if (typeof response.description !== 'string' || !response.description) {
      response.description = ERROR_DESCRIPTIONS[status]?.description ?? 'Success';
    }
    addExamples(response.content);
  }
}

/** Rewrites the generated document: see the file's comment. */
export function cleanOpenApiDocument(document: Json, options: OpenApiOptions): Json {
  const paths = isRecord(document.paths) ? document.paths : {};
  const cleaned: Json = {};
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item) || INTERNAL_PATHS.some((internal) => internal.test(path))) continue;
    const pathItem: Json = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const copy = structuredClone(operation);
      const line = `${method.toUpperCase()} ${path}`;
      const requirement: CallerRequirement = PUBLIC_OPERATIONS.some((p) => p.test(line))
        ? 'public'
        : options.keyRequirement(method.toUpperCase(), routePattern(path));
      cleanOperation(copy, method, path, requirement, usedIds);
      pathItem[method] = copy;
    }
    if (item.parameters) pathItem.parameters = item.parameters;
    cleaned[path] = pathItem;
  }
  fixNullableUnions(cleaned);
  const components = isRecord(document.components) ? document.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  return {
    ...document,
    servers: [{ url: '/', description: 'This Flowlane server' }],
    components: {
      ...components,
      schemas: { ...schemas, ApiError: z.toJSONSchema(ApiError, { target: 'openapi-3.0' }) },
      securitySchemes: SECURITY_SCHEMES,
    },
    paths: cleaned,
  };
}

/** The options of @fastify/swagger for the app (served at /api/docs, the JSON at /api/docs/json). */
export function openApiOptions(options: OpenApiOptions): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: 'Flowlane API', version: options.version },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    // Cleaned in place: the generated object is the document the plugin serves and caches.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document: unknown = documentObject.openapiObject;
      if (isRecord(document)) Object.assign(document, cleanOpenApiDocument(document, options));
      return documentObject.openapiObject;
    },
  };
}
