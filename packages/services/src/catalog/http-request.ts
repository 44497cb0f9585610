import {
  type Credential,
  defineStep,
  prop,
  type ServiceDefinition,
  type StepContext,
  type StepParams,
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
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export const HTTP_AUTHORIZATION_KINDS = ['bearer', 'basic', 'apikey', 'oauth2'];

/** Key/value maps a mapping may fill with numbers and booleans; headers and query go out as text. */
const TextMap = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

// Where a prop's parsing is wider than its form (any method, no default timeout), a mapping may give more.
const props = {
  authorization: prop.authorization({ kinds: HTTP_AUTHORIZATION_KINDS }),
  method: prop.select({
    label: 'Method',
    options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    default: 'GET',
    schema: z.string().default('GET'),
  }),
  url: prop.string({ label: 'URL', required: true, placeholder: 'https://api.example.com/items' }),
  headers: prop.keyvalue({ label: 'Headers', schema: TextMap.optional() }),
  query: prop.keyvalue({ label: 'Query parameters', schema: TextMap.optional() }),
  bodyType: prop.select({ label: 'Body type', options: ['none', 'json', 'form', 'raw'], default: 'none' }),
  body: prop.json({ label: 'Body', visibleWhen: { key: 'bodyType', values: ['json', 'form', 'raw'] } }),
  contentType: prop.string({
    label: 'Content type (raw body)',
    visibleWhen: { key: 'bodyType', values: ['raw'] },
  }),
  responseType: prop.select({
    label: 'Read the response as',
    options: ['auto', 'json', 'text', 'binary'],
    default: 'auto',
    schema: HttpResponseType.optional(),
  }),
  timeoutMs: prop.number({
    label: 'Timeout (ms)',
    default: 30_000,
    schema: z.coerce.number().int().min(1).max(600_000).optional(),
  }),
  throwOnHttpError: prop.boolean({ label: 'Fail on 4xx/5xx', default: true }),
  followRedirects: prop.boolean({ label: 'Follow redirects', default: true, schema: z.boolean().optional() }),
  pagination: prop.json({
    label: 'Pagination',
    help: '{mode: nextUrlFromBody | linkHeader | page | offset, ...}; items of every page go to items',
    schema: HttpPagination.optional(),
  }),
};
type Params = StepParams<typeof props>;

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
  return defineStep({
    descriptor: {
      id: 'http.request',
      name: 'HTTP Request',
      category: 'Network',
      icon: 'http',
      description: 'Calls an HTTP API and outputs its answer.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Send request', description: 'Send the request' }],
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
    },
    props,
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
