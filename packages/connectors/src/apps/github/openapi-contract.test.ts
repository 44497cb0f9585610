import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { propFields, type StepProps } from '@flowlane/engine';
import type { connectors } from '@flowlane/services';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppRequest, AppSpec, Method } from '../../kit/app.js';
import { requestOf } from '../../kit/executor.js';
import { github } from './index.js';

/**
 * The GitHub app against GitHub's own API description: every request the app can send (each operation,
 * each trigger's listing, each webhook's registration and removal, each option loader) is built from the
 * app's spec with sample params, and must be an operation GitHub describes (same method; our `{name}`
 * placeholders where theirs are), with only the query parameters and JSON body fields it declares. The
 * description is `@octokit/openapi-types` (GitHub's OpenAPI as TypeScript types), read with the compiler
 * API, so the test needs no network. The Custom API call (any path) is out of scope.
 */

type Body = connectors.HttpBody;

/** One operation of the description. */
interface DescribedOperation {
  /** GitHub's operation id, `issues/list-for-repo`. */
  id: string;
  template: string;
  query: ReadonlySet<string>;
  /** The `application/json` request body's type, when the operation takes one. */
  jsonBody: ts.TypeNode | undefined;
  takesBody: boolean;
}

/** A request the app sends, with its path as a template (`/repos/{owner}/{repo}/issues`). */
interface SentRequest {
  /** What sends it: `operation create_issue`, `webhook trigger new_issue (register)`. */
  source: string;
  method: Method;
  template: string;
  query: Record<string, unknown>;
  body?: Body;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `/repos/{owner}/{repo}` → `/repos/{}/{}`: templates compared by where their placeholders are. */
const shapeOf = (template: string) => template.replace(/\{[^}]*\}/g, '{}');

function nameOf(name: ts.PropertyName | undefined): string | undefined {
  if (name === undefined) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;
}

/** GitHub's API as `openapi-typescript` writes it: `paths`, `operations` and `components` interfaces. */
class ApiDescription {
  private readonly interfaces = new Map<string, ts.NodeArray<ts.TypeElement>>();
  private readonly byShape = new Map<string, DescribedOperation>();

  constructor(source: ts.SourceFile) {
    for (const statement of source.statements)
      if (ts.isInterfaceDeclaration(statement)) this.interfaces.set(statement.name.text, statement.members);
    for (const entry of this.interfaces.get('paths') ?? []) {
      const template = nameOf(entry.name);
      const methods = ts.isPropertySignature(entry) ? this.membersOf(entry.type) : undefined;
      if (template === undefined || methods === undefined) continue;
      for (const method of METHODS) {
        const type = this.memberType(methods, method.toLowerCase());
        if (type === undefined || type.kind === ts.SyntaxKind.NeverKeyword) continue;
        this.byShape.set(`${method} ${shapeOf(template)}`, this.operationOf(type, template, method));
      }
    }
  }

  static load(): ApiDescription {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi-types/types.d.ts');
    return new ApiDescription(
      ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false),
    );
  }

  get size(): number {
    return this.byShape.size;
  }

  find(method: Method, template: string): DescribedOperation | undefined {
    return this.byShape.get(`${method} ${shapeOf(template)}`);
  }

  private operationOf(type: ts.TypeNode, template: string, method: Method): DescribedOperation {
    const id =
      ts.isIndexedAccessTypeNode(type) &&
      ts.isLiteralTypeNode(type.indexType) &&
      ts.isStringLiteral(type.indexType.literal)
        ? type.indexType.literal.text
        : `${method} ${template}`;
    const operation = this.membersOf(type) ?? ts.factory.createNodeArray();
    const parameters = this.membersOf(this.memberType(operation, 'parameters'));
    const query = this.membersOf(parameters && this.memberType(parameters, 'query'));
    const requestBody = this.membersOf(this.memberType(operation, 'requestBody'));
    const content = this.membersOf(requestBody && this.memberType(requestBody, 'content'));
    return {
      id,
      template,
      query: new Set((query ?? []).flatMap((member) => nameOf(member.name) ?? [])),
      jsonBody: content && this.memberType(content, 'application/json'),
      takesBody: requestBody !== undefined,
    };
  }

  private memberType(members: readonly ts.TypeElement[], name: string): ts.TypeNode | undefined {
    const member = members.find((m) => ts.isPropertySignature(m) && nameOf(m.name) === name);
    return member && ts.isPropertySignature(member) ? member.type : undefined;
  }

  /** The members of an object type: a literal, one of the interfaces, or a reference into them. */
  private membersOf(node: ts.TypeNode | undefined): readonly ts.TypeElement[] | undefined {
    const type = this.resolve(node);
    if (type === undefined) return undefined;
    if (ts.isTypeLiteralNode(type)) return type.members;
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName))
      return this.interfaces.get(type.typeName.text);
    return undefined;
  }

  /** Follows parentheses and `components["schemas"]["issue"]`-style references to the type they name. */
  private resolve(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
    let type = node;
    for (let depth = 0; type !== undefined && depth < 50; depth += 1) {
      if (ts.isParenthesizedTypeNode(type)) type = type.type;
      else if (
        ts.isIndexedAccessTypeNode(type) &&
        ts.isLiteralTypeNode(type.indexType) &&
        ts.isStringLiteral(type.indexType.literal)
      ) {
        const members = this.membersOf(type.objectType);
        type = members && this.memberType(members, type.indexType.literal.text);
      } else return type;
    }
    return type;
  }

  /** The alternatives a type allows: unions, intersections and `OneOf<[A, B]>` opened, references followed. */
  private alternatives(node: ts.TypeNode): ts.TypeNode[] {
    const type = this.resolve(node);
    if (type === undefined) return [];
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
      return type.types.flatMap((t) => this.alternatives(t));
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'OneOf') {
      const tuple = type.typeArguments?.[0];
      return tuple && ts.isTupleTypeNode(tuple) ? tuple.elements.flatMap((t) => this.alternatives(t)) : [];
    }
    return [type];
  }

  /** What an object value may hold under these types: its declared fields, or anything (`open`). */
  private fieldsOf(types: readonly ts.TypeNode[]) {
    const fields = new Map<string, ts.TypeNode[]>();
    let open = false;
    let object = false;
    for (const type of types.flatMap((t) => this.alternatives(t))) {
      const members = this.membersOf(type);
      if (members) {
        object = true;
        for (const member of members) {
          const name = nameOf(member.name);
          if (ts.isPropertySignature(member) && name !== undefined && member.type)
            fields.set(name, [...(fields.get(name) ?? []), member.type]);
          else open = true; // an index signature: `{ [key: string]: unknown }`
        }
      } else if (
        ts.isMappedTypeNode(type) ||
        type.kind === ts.SyntaxKind.UnknownKeyword ||
        type.kind === ts.SyntaxKind.AnyKeyword ||
        type.kind === ts.SyntaxKind.ObjectKeyword ||
        (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Record')
      ) {
        object = true;
        open = true;
      }
    }
    return { fields, open, object };
  }

  /** The item types of a list under these types; `open` when any item goes. */
  private itemsOf(types: readonly ts.TypeNode[]) {
    const items: ts.TypeNode[] = [];
    let open = false;
    for (const type of types.flatMap((t) => this.alternatives(t))) {
      if (ts.isArrayTypeNode(type)) items.push(type.elementType);
      else if (
        ts.isTypeReferenceNode(type) &&
        ts.isIdentifier(type.typeName) &&
        type.typeName.text === 'Array'
      )
        items.push(...(type.typeArguments ?? []));
      else if (type.kind === ts.SyntaxKind.UnknownKeyword || type.kind === ts.SyntaxKind.AnyKeyword)
        open = true;
    }
    return { items, open };
  }

  /** The fields of a JSON value its types do not declare, nested ones by their path (`config.url`). */
  undeclaredFields(value: unknown, types: readonly ts.TypeNode[], at = ''): string[] {
    if (Array.isArray(value)) {
      const { items, open } = this.itemsOf(types);
      if (open) return [];
      if (items.length === 0) return [`${at || 'the body'} (a list where none is declared)`];
      return value.flatMap((item) => this.undeclaredFields(item, items, `${at}[]`));
    }
    if (typeof value !== 'object' || value === null) return [];
    const { fields, open, object } = this.fieldsOf(types);
    if (open) return [];
    if (!object) return [`${at || 'the body'} (an object where none is declared)`];
    return Object.entries(value).flatMap(([key, field]) => {
      if (field === undefined) return []; // JSON leaves it out
      const declared = fields.get(key);
      const path = at ? `${at}.${key}` : key;
      return declared ? this.undeclaredFields(field, declared, path) : [path];
    });
  }

  /** Every way the request departs from the description, in words naming the request and the parameter. */
  problemsOf(sent: SentRequest): string[] {
    const where = `${sent.source} (${sent.method} ${sent.template})`;
    const described = this.find(sent.method, sent.template);
    if (described === undefined) {
      return [`${where}: GitHub describes no ${sent.method} operation at this path`];
    }
    const theirs = `GitHub's "${described.id}" (${sent.method} ${described.template})`;
    const problems: string[] = [];
    for (const [name, value] of Object.entries(sent.query)) {
      if (value === undefined || value === null || value === '' || described.query.has(name)) continue;
      const known = [...described.query].join(', ') || 'none';
      problems.push(
        `${where}: query parameter "${name}" is not one ${theirs} declares (it declares: ${known})`,
      );
    }
    const body = sent.body;
    if (body === undefined || body.type === 'none') return problems;
    if (body.type !== 'json') {
      problems.push(`${where}: sends a ${body.type} body; this test reads only JSON request bodies`);
    } else if (described.jsonBody === undefined) {
      problems.push(
        `${where}: sends a JSON body, but ${theirs} takes ${described.takesBody ? 'no JSON body' : 'no body'}`,
      );
    } else {
      for (const field of this.undeclaredFields(body.data, [described.jsonBody]))
        problems.push(`${where}: body field "${field}" is not one ${theirs} declares`);
    }
    return problems;
  }
}

/**
 * Params as the step parses them, in several variants so that a request built differently for some
 * values is seen each way: every prop set (optional ones too, so every optional field is sent), with each
 * choice of every select and both values of every checkbox, and only the required props.
 */
function sampleParams(props: StepProps): Record<string, unknown>[] {
  const fields = Object.entries(props).map(([key, schema]) => ({
    key,
    field: propFields.get(schema)?.field,
  }));
  const choices = fields.map(({ field }) => (field?.type === 'select' ? (field.options?.length ?? 1) : 2));
  const variants: Record<string, unknown>[] = [];
  for (let k = 0; k < Math.max(2, ...choices); k += 1) {
    const raw: Record<string, unknown> = {};
    fields.forEach(({ key, field }, n) => {
      if (field?.type === 'number') raw[key] = 7001 + n;
      else if (field?.type === 'boolean') raw[key] = k % 2 === 0;
      else if (field?.type === 'select') raw[key] = field.options?.[k % field.options.length]?.value;
      else if (field?.type !== 'json' && field?.type !== 'keyvalue') raw[key] = `sample-${key}`;
    });
    variants.push(raw);
  }
  const first = variants[0] ?? {};
  variants.push(
    Object.fromEntries(fields.flatMap(({ key, field }) => (field?.required ? [[key, first[key]]] : []))),
  );
  return variants.map((raw) => z.object(props).parse(raw));
}

const HOOK_ID = 4242;

/**
 * The request's path as a template: a segment that is one of the sample values becomes `{its name}`; the
 * query string, if the path carries one, joins the query.
 */
function sentOf(source: string, request: AppRequest, samples: Record<string, unknown>): SentRequest {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(samples))
    if (typeof value === 'string' || typeof value === 'number')
      names.set(encodeURIComponent(String(value)), name);
  const url = new URL(request.path, 'https://api.github.com');
  if (url.origin !== 'https://api.github.com') throw new Error(`${source} leaves the API: ${request.path}`);
  const template = url.pathname
    .split('/')
    .map((segment) => {
      const name = names.get(segment);
      return name === undefined ? decodeURIComponent(segment) : `{${name}}`;
    })
    .join('/');
  return {
    source,
    method: request.method,
    template,
    query: { ...Object.fromEntries(url.searchParams), ...request.query },
    ...(request.body ? { body: request.body } : {}),
  };
}

/** Records the requests a hook or listing sends; each answers 200 with a hook's `{ id }`. */
function recorder() {
  const requests: AppRequest[] = [];
  const request = async (r: AppRequest): Promise<connectors.HttpPage> => {
    requests.push(r);
    return {
      url: new URL(r.path, 'https://api.github.com').href,
      status: 200,
      statusText: 'OK',
      headers: {},
      body: { id: HOOK_ID },
      bodyType: 'json',
    };
  };
  return { requests, request };
}

/** Every request the app declares, built from its spec. */
async function requestsOf(app: AppSpec): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  for (const op of app.operations) {
    if (op.id === 'custom_api_call') continue;
    const source = `operation ${op.id}`;
    if (!op.request) throw new Error(`${source} has a code escape (run): record its requests in this test`);
    // The kit adds the paging params to the first request (the size) and to the next ones.
    const paging = op.pagination;
    const pagingParams: Record<string, unknown> = {};
    if (paging?.sizeParam) pagingParams[paging.sizeParam] = 100;
    if (paging?.mode === 'page') pagingParams[paging.pageParam] = paging.firstPage ?? 1;
    if (paging?.mode === 'cursor') pagingParams[paging.cursorParam] = 'sample-cursor';
    for (const params of sampleParams(op.props)) {
      const request = requestOf(op.request, params);
      if (paging?.mode === 'cursor' && paging.in === 'body') {
        const data = request.body?.type === 'json' ? request.body.data : {};
        const merged = { ...(typeof data === 'object' && data !== null ? data : {}), ...pagingParams };
        sent.push(sentOf(source, { ...request, body: { type: 'json', data: merged } }, params));
      } else {
        sent.push(sentOf(source, { ...request, query: { ...request.query, ...pagingParams } }, params));
      }
    }
  }
  for (const trigger of app.pollingTriggers ?? []) {
    // The first tick (no cursor yet) and a later one.
    for (const [params, since] of sampleParams(trigger.props).flatMap((p) =>
      [undefined, '2026-01-01T00:00:00Z'].map((since) => [p, since] as const),
    )) {
      const source = `polling trigger ${trigger.id} (${since === undefined ? 'first tick' : 'since'})`;
      const listing = trigger.request?.(params, since);
      if (listing) sent.push(sentOf(source, { method: 'GET', ...listing }, params));
      if (trigger.list) {
        const recorded = recorder();
        await trigger.list({ params, request: recorded.request }, since);
        sent.push(...recorded.requests.map((r) => sentOf(source, r, params)));
      }
    }
  }
  for (const trigger of app.webhookTriggers ?? [])
    for (const params of sampleParams(trigger.props)) {
      const registered = recorder();
      const state = await trigger.register({
        params,
        request: registered.request,
        url: 'https://flowlane.example/hooks/sample',
        secret: 'sample-secret',
      });
      const removed = recorder();
      await trigger.unregister({ params, request: removed.request, state });
      const samples = { ...params, ...state };
      sent.push(
        ...registered.requests.map((r) => sentOf(`webhook trigger ${trigger.id} (register)`, r, samples)),
      );
      sent.push(
        ...removed.requests.map((r) => sentOf(`webhook trigger ${trigger.id} (unregister)`, r, samples)),
      );
    }
  // A loader's params are the fields it depends on; GitHub's would be the repository's.
  for (const loader of app.optionLoaders ?? []) {
    const { method, path, query, body } = loader.request({ owner: 'sample-owner', repo: 'sample-repo' });
    const request: AppRequest = {
      method: method ?? 'GET',
      path,
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { body: { type: 'json', data: body } }),
    };
    sent.push(sentOf(`option loader ${loader.id}`, request, { owner: 'sample-owner', repo: 'sample-repo' }));
  }
  return sent;
}

const sent = await requestsOf(github);

let api: ApiDescription;
beforeAll(() => {
  api = ApiDescription.load();
});

describe('GitHub app against GitHub’s OpenAPI description (@octokit/openapi-types)', () => {
  it('reads the description and builds a request for every operation and trigger the app declares', () => {
    expect(api.size).toBeGreaterThan(500);
    expect(api.find('GET', '/repos/{a}/{b}/issues')?.id).toBe('issues/list-for-repo');
    const sources = new Set(sent.map((s) => s.source));
    for (const op of github.operations) expect(sources).toContain(`operation ${op.id}`);
    for (const trigger of github.webhookTriggers ?? []) {
      expect(sources).toContain(`webhook trigger ${trigger.id} (register)`);
      expect(sources).toContain(`webhook trigger ${trigger.id} (unregister)`);
    }
    for (const trigger of github.pollingTriggers ?? [])
      expect(sources).toContain(`polling trigger ${trigger.id} (first tick)`);
  });

  // One test per operation or trigger step, over the requests of all its param variants.
  for (const source of new Set(sent.map((s) => s.source))) {
    const requests = sent.filter((s) => s.source === source);
    const targets = [...new Set(requests.map((r) => `${r.method} ${r.template}`))].join(', ');
    it(`${source}: ${targets} is GitHub’s, with only parameters it declares`, () => {
      expect([...new Set(requests.flatMap((r) => api.problemsOf(r)))]).toEqual([]);
    });
  }
});

describe('the contract check', () => {
  const listIssues: SentRequest = {
    source: 'operation list_issues',
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues',
    query: { state: 'open', per_page: 100 },
  };
  const createHook: SentRequest = {
    source: 'webhook trigger new_issue (register)',
    method: 'POST',
    template: '/repos/{owner}/{repo}/hooks',
    query: {},
    body: {
      type: 'json',
      data: { name: 'web', events: ['issues'], config: { url: 'https://x', secret: 's' } },
    },
  };

  it('passes requests GitHub describes, nested body fields and placeholder names of our own included', () => {
    expect(api.problemsOf(listIssues)).toEqual([]);
    expect(api.problemsOf(createHook)).toEqual([]);
    expect(api.problemsOf({ ...listIssues, template: '/repos/{org}/{name}/issues' })).toEqual([]);
  });

  it.each([
    ['a misspelled query parameter', { ...listIssues, query: { stat: 'open' } }, 'query parameter "stat"'],
    ['a path GitHub does not have', { ...listIssues, template: '/repos/{owner}/{repo}/issue' }, 'no GET'],
    [
      'a placeholder where GitHub has a fixed segment',
      { ...listIssues, template: '/repos/{owner}/{repo}/{x}' },
      'no GET',
    ],
    ['a method the path does not take', { ...listIssues, method: 'PUT' }, 'no PUT'],
    [
      'an undeclared body field',
      { ...createHook, body: { type: 'json', data: { name: 'web', event: ['issues'] } } },
      'body field "event"',
    ],
    [
      'an undeclared nested body field',
      { ...createHook, body: { type: 'json', data: { config: { url: 'https://x', secrets: 's' } } } },
      'body field "config.secrets"',
    ],
    [
      'a JSON body where GitHub takes none',
      { ...listIssues, query: {}, body: { type: 'json', data: { state: 'open' } } },
      'takes no body',
    ],
  ] satisfies [string, SentRequest, string][])(
    'refuses %s, naming the request and what is wrong',
    (_, request, named) => {
      const problems = api.problemsOf(request);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(request.source);
      expect(problems[0]).toContain(named);
    },
  );
});
