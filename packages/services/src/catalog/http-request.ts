import {
  type Credential,
  defineService,
  type ServiceDefinition,
  type StepContext,
  UserError,
} from '@flowlane/engine';
import { z } from 'zod';
import {
  ConnectorError,
  HttpAuth,
  type HttpBody,
  HttpPagination,
  HttpResponseType,
} from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadCredential } from '../support/credentials.js';
import {
  authorizationField,
  field,
  MAIN_OUTPUT,
  objectSchema,
  options,
  required,
} from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export const HTTP_AUTHORIZATION_KINDS = ['bearer', 'basic', 'apikey', 'oauth2'];

/** Key/value maps a mapping may fill with numbers and booleans; headers and query go out as text. */
const TextMap = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

const Params = z.object({
  authorization: z.string().optional(),
  method: z.string().default('GET'),
  url: z.string().min(1),
  headers: TextMap.optional(),
  query: TextMap.optional(),
  bodyType: z.enum(['none', 'json', 'form', 'raw']).default('none'),
  body: z.unknown().optional(),
  contentType: z.string().optional(),
  responseType: HttpResponseType.optional(),
  timeoutMs: z.coerce.number().int().min(1).max(600_000).optional(),
  throwOnHttpError: z.boolean().default(true),
  followRedirects: z.boolean().optional(),
  pagination: HttpPagination.optional(),
});
type Params = z.output<typeof Params>;

function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : JSON.stringify(value);
}

/** The connector's body from the step's body type and value. */
function requestBody(params: Params): HttpBody | undefined {
  switch (params.bodyType) {
    case 'none':
      return undefined;
    case 'json':
      return { type: 'json', data: params.body ?? null };
    case 'form': {
      const fields = z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
        .safeParse(params.body ?? {});
      return { type: 'form', fields: fields.success ? fields.data : {} };
    }
    case 'raw':
      return {
        type: 'raw',
        content: text(params.body),
        ...(params.contentType ? { contentType: params.contentType } : {}),
      };
  }
}

/** The credential's fields as the connector's auth: a token, a user and password, or an API key. */
function authOf(ctx: StepContext<Params>, id: string, credential: Credential): HttpAuth {
  const f = credential.fields;
  const candidate =
    credential.kind === 'basic'
      ? { type: 'basic', username: f.username, password: f.password ?? '' }
      : credential.kind === 'apikey'
        ? { type: 'apiKey', in: f.in ?? 'header', name: f.name, value: f.value }
        : { type: 'bearer', token: f.accessToken ?? f.token };
  const auth = HttpAuth.safeParse(candidate);
  if (!auth.success) {
    throw new UserError(`The ${credential.kind} authorization "${id}" is incomplete`, {
      code: 'AUTHORIZATION_INVALID',
      nodeId: ctx.node.id,
    });
  }
  return auth.data;
}

/** The step's authorization as the connector's auth, with its kind (an OAuth2 token may be refreshed). */
async function requestAuth(
  ctx: StepContext<Params>,
): Promise<{ auth: HttpAuth; credential: Credential } | undefined> {
  const id = ctx.params.authorization;
  if (!id) return undefined;
  const credential = await loadCredential(ctx, id, HTTP_AUTHORIZATION_KINDS);
  return { auth: authOf(ctx, id, credential), credential };
}

const isUnauthorized = (error: unknown) =>
  error instanceof ConnectorError && error.code === 'HTTP_STATUS' && error.details.status === 401;

/** HTTP Request: calls any HTTP API through the SSRF-guarded client, with pagination and redirects. */
export function createHttpRequestService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'http.request',
      name: 'HTTP Request',
      category: 'Network',
      icon: 'http',
      description: 'Calls an HTTP API and outputs its answer.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Send request', description: 'Send the request' }],
      inputs: [
        authorizationField(HTTP_AUTHORIZATION_KINDS, false),
        field('method', 'Method', 'select', {
          options: options('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
          default: 'GET',
        }),
        required('url', 'URL', 'string', { placeholder: 'https://api.example.com/items' }),
        field('headers', 'Headers', 'keyvalue'),
        field('query', 'Query parameters', 'keyvalue'),
        field('bodyType', 'Body type', 'select', {
          options: options('none', 'json', 'form', 'raw'),
          default: 'none',
        }),
        field('body', 'Body', 'json', { visibleWhen: { key: 'bodyType', values: ['json', 'form', 'raw'] } }),
        field('contentType', 'Content type (raw body)', 'string', {
          visibleWhen: { key: 'bodyType', values: ['raw'] },
        }),
        field('responseType', 'Read the response as', 'select', {
          options: options('auto', 'json', 'text', 'binary'),
          default: 'auto',
        }),
        field('timeoutMs', 'Timeout (ms)', 'number', { default: 30_000 }),
        field('throwOnHttpError', 'Fail on 4xx/5xx', 'boolean', { default: true }),
        field('followRedirects', 'Follow redirects', 'boolean', { default: true }),
        field('pagination', 'Pagination', 'json', {
          help: '{mode: nextUrlFromBody | linkHeader | page | offset, ...}; items of every page go to items',
        }),
      ],
      outputSchema: objectSchema({
        status: { type: 'number' },
        statusText: { type: 'string' },
        headers: { type: 'object' },
        body: {},
        bodyType: { type: 'string' },
        items: { type: 'array' },
      }),
      outputHandles: MAIN_OUTPUT,
      planFeature: 'request',
      authorizationKinds: HTTP_AUTHORIZATION_KINDS,
    },
    params: Params,
    execute: async (ctx) => {
      const p = ctx.params;
      const authorization = await callConnector(ctx.node.id, () => requestAuth(ctx));
      const body = requestBody(p);
      const send = (auth: HttpAuth | undefined) =>
        config.connectors.httpRequest(
          {
            method: p.method,
            url: p.url,
            ...(p.headers ? { headers: p.headers } : {}),
            ...(p.query ? { query: p.query } : {}),
            ...(body ? { body } : {}),
            ...(auth ? { auth } : {}),
            ...(p.responseType ? { responseType: p.responseType } : {}),
            ...(p.timeoutMs ? { timeoutMs: p.timeoutMs } : {}),
            ...(p.followRedirects === undefined ? {} : { followRedirects: p.followRedirects }),
            ...(p.pagination ? { pagination: p.pagination } : {}),
            throwOnHttpError: p.throwOnHttpError,
          },
          connectorContext(config, ctx.signal),
        );
      // An OAuth2 token the API refuses (revoked early, or expired before its stated time) is refreshed
      // once and the request sent again; a second 401 is the answer.
      const refreshable =
        authorization?.credential.kind === 'oauth2' && p.authorization && ctx.ports.credentials.refresh;
      const retryWithFreshToken = async () => {
        const fresh = await ctx.ports.credentials.refresh?.(p.authorization ?? '', authorization?.credential);
        if (!fresh) throw new Error('credentials cannot be refreshed');
        return send(authOf(ctx, p.authorization ?? '', fresh));
      };
      const response = await callConnector(ctx.node.id, async () => {
        try {
          const first = await send(authorization?.auth);
          return refreshable && first.status === 401 ? await retryWithFreshToken() : first;
        } catch (error) {
          if (refreshable && isUnauthorized(error)) return retryWithFreshToken();
          throw error;
        }
      });
      return { output: response };
    },
  });
}
