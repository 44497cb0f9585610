import type { Credential, StepContext, StepParams, StepProps } from '@flowlane/engine';
import type { connectors } from '@flowlane/services';

type HttpAuth = connectors.HttpAuth;
type HttpPage = connectors.HttpPage;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value taken from the params: a prop's name, or a function of all of them. */
type FromParams<P, T> = readonly (keyof P & string)[] | ((params: P) => T);

/** The request an operation sends, built from its params. Paths are relative to the app's base URL. */
export interface RequestSpec<P> {
  method: Method;
  /** `/repos/{owner}/{repo}/issues`: each `{name}` is the param of that name, URL-encoded. */
  path: string;
  /** Query parameters: the listed props (when given), or a function; undefined values are left out. */
  query?: FromParams<P, Record<string, unknown>>;
  headers?: (params: P) => Record<string, string>;
  /** A JSON body (or a form, with `bodyType: 'form'`): the listed props, or a function. */
  body?: FromParams<P, unknown>;
  bodyType?: 'json' | 'form';
}

/**
 * How a list is paged. The kit adds "Return all" and "Limit" props to a paginated operation, stops
 * asking once it has `limit` items, and outputs `{ items, count, more }`.
 */
export type PaginationSpec = PageSpec & {
  /** The largest page the app serves (the page size asked for is the limit, up to this; default 100). */
  maxPageSize?: number;
};
type PageSpec =
  /** The body names the next page's cursor (Slack's response_metadata.next_cursor), sent back as a param. */
  | {
      mode: 'cursor';
      itemsPath: string;
      cursorPath: string;
      cursorParam: string;
      sizeParam?: string;
      /** Where the cursor and size go: the query (default) or the JSON body (Notion's POST queries). */
      in?: 'query' | 'body';
    }
  /** Numbered pages (`page=1,2,…`) until a short or empty page. */
  | { mode: 'page'; itemsPath?: string; pageParam: string; sizeParam?: string; firstPage?: number }
  /** The `Link: <…>; rel="next"` header (GitHub). */
  | { mode: 'linkHeader'; itemsPath?: string; sizeParam?: string }
  /** The next page's URL in the body (Microsoft Graph's `["@odata.nextLink"]`), carrying every query param. */
  | { mode: 'nextUrl'; itemsPath?: string; nextPath: string; sizeParam?: string };

/** What the code escape gets: the step, its params, and the app's request (same client, auth and retries). */
export interface OperationContext<P> {
  readonly params: P;
  readonly step: StepContext<P>;
  /**
   * Sends one request as the app: relative paths go to the app's base URL with its authorization; an
   * absolute URL (an upload URL the app handed out) goes without it unless `withAuth` is set.
   */
  request(request: AppRequest): Promise<HttpPage>;
}

export interface AppRequest {
  method: Method;
  path: string;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: connectors.HttpBody;
  withAuth?: boolean;
  responseType?: 'auto' | 'json' | 'text' | 'binary';
}

export interface OperationSpec<P extends StepProps = StepProps> {
  /** Unique within the app; the step's service id is `<app>.<id>`. */
  id: string;
  name: string;
  /** One or two precise sentences: what it does and what it returns (AI agents choose tools by it). */
  description: string;
  /** Safe to repeat: a second call with the same params changes nothing more (reads, updates by key). */
  idempotent: boolean;
  props: P;
  request?: RequestSpec<StepParams<P>>;
  pagination?: PaginationSpec;
  /** The step's output from the response body (the body itself when absent; items for a list). */
  output?: (body: unknown, params: StepParams<P>) => unknown;
  /** JSON Schema of the output (the mapper's data-sources tree). */
  outputSchema: Record<string, unknown>;
  /** The code escape, for what a request cannot say (uploads, several calls). Replaces `request`. */
  run?: (ctx: OperationContext<StepParams<P>>) => Promise<unknown>;
  /** Needs a plan feature (the Custom API call needs `request`). */
  planFeature?: 'request';
}

/**
 * A polling trigger: on each of the workflow's scheduled ticks it lists the newest items, and hands on
 * only those it has not handed on before (its cursor is kept per workflow).
 */
export interface PollingTriggerSpec<P extends StepProps = StepProps> {
  id: string;
  name: string;
  description: string;
  props: P;
  /** Lists the newest items (GET); `since` is the newest item time handed on so far (undefined at first). */
  request?: (
    params: StepParams<P>,
    since: string | undefined,
  ) => { path: string; query?: Record<string, unknown> };
  /** The items in a response body, in any order. */
  items?: (body: unknown) => unknown[];
  /** The code escape instead of request and items: lists the newest items with several calls. */
  list?: (ctx: HookContext<StepParams<P>>, since: string | undefined) => Promise<unknown[]>;
  /** An item's id, to drop items already handed on. */
  itemId: (item: unknown) => string;
  /** An item's time as a text that sorts in time order (an ISO date, Slack's `ts`); the cursor keeps the newest. */
  itemTime: (item: unknown) => string;
  outputSchema: Record<string, unknown>;
}

/** A request an app sent to the workflow's webhook URL, as received. */
export interface WebhookDelivery {
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  /** The body's bytes as sent (signatures are over these). */
  raw: Buffer;
}

/** What a webhook trigger's register and unregister get: the step's params and the app's request. */
export interface HookContext<P> {
  readonly params: P;
  request(request: AppRequest): Promise<HttpPage>;
}

/**
 * A webhook trigger: the app calls the workflow's webhook URL. Where the app lets us, the hook is
 * registered with it when the workflow is turned on and removed when it is turned off; every delivery
 * is checked against the app's signature (or secret token) before a run starts.
 */
export interface WebhookTriggerSpec<P extends StepProps = StepProps> {
  id: string;
  name: string;
  description: string;
  props: P;
  /** Registers `url` with the app, signed with `secret`; returns what unregister needs (the hook's id). */
  register(
    ctx: HookContext<StepParams<P>> & { url: string; secret: string },
  ): Promise<Record<string, string>>;
  unregister(ctx: HookContext<StepParams<P>> & { state: Record<string, string> }): Promise<void>;
  /** True when the delivery carries the app's proof that it comes from the app. */
  verify(delivery: WebhookDelivery, secret: string): boolean;
  /** False for deliveries that are not this trigger's event (a ping, another action): no run. */
  accept?(delivery: WebhookDelivery): boolean;
  /** The trigger's output from the delivery. */
  output(delivery: WebhookDelivery): unknown;
  outputSchema: Record<string, unknown>;
}

/** How an app's authorization goes onto its requests. */
export interface AppAuth {
  /** Auth library templates (packages/contracts AUTH_TEMPLATES ids) whose authorizations this app takes. */
  templates: readonly string[];
  /** Their kinds (what the step's authorization field accepts). */
  kinds: readonly string[];
  /**
   * The request's auth from the credential; by default a Bearer token (an OAuth2 access token or a
   * token field). `pathPrefix` goes before every path (Telegram's `/bot<token>`); `secrets` are
   * masked in error messages.
   */
  apply?: (credential: Credential) => { auth?: HttpAuth; pathPrefix?: string; secrets?: string[] };
}

export interface AppSpec {
  /** `slack`: the services' id prefix and the palette's group. */
  id: string;
  name: string;
  /** The logo: `si:<slug>` of Simple Icons (the maintained icon set the web renders), else a Material icon name. */
  icon: string;
  description: string;
  /** The public API's base URL. */
  baseUrl: string;
  /**
   * For apps with self-hosted editions (GitHub Enterprise, Jira Data Center, Supabase): the
   * authorization field that holds the instance's API base URL, used instead of `baseUrl` when set.
   */
  baseUrlField?: string;
  auth: AppAuth;
  /** Headers every request of the app sends (an API version, an Accept type). */
  headers?: Record<string, string>;
  /** The app's error in a body answered with 2xx (Slack's `{ok: false, error}`), else undefined. */
  bodyError?: (body: unknown) => string | undefined;
  /** A 429's wait in ms when the app says it in the body rather than Retry-After (Telegram's retry_after). */
  retryAfter?: (body: unknown) => number | undefined;
  /** The readable message of an error answer's body (GitHub's `message`). */
  errorMessage?: (body: unknown) => string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: each operation has its own props; the kit handles them alike
  operations: readonly OperationSpec<any>[];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  pollingTriggers?: readonly PollingTriggerSpec<any>[];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  webhookTriggers?: readonly WebhookTriggerSpec<any>[];
  /** Choices the designer loads from the account for fields (`prop.*({ optionsFrom })`). */
  optionLoaders?: readonly OptionLoaderSpec[];
}

/**
 * Loads a field's choices from the app with the step's authorization (Slack channels, a spreadsheet's
 * tabs): one request (its first page, or `pages` of them), each item a value and a label. A field names
 * it as `<app id>.<loader id>` in its `optionsFrom`.
 */
export interface OptionLoaderSpec {
  id: string;
  /** The request, from the step's params the field depends on (`dependsOn`). */
  request: (params: Record<string, unknown>) => {
    method?: 'GET' | 'POST';
    path: string;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  /** The items of a response body. */
  items: (body: unknown) => unknown[];
  /** An item as a choice: the value the param takes, and what the list shows. */
  option: (item: unknown) => { value: string; label: string } | undefined;
}

/** Declares an operation with its props' types flowing into request, output and run. */
export function defineOperation<P extends StepProps>(spec: OperationSpec<P>): OperationSpec<P> {
  return spec;
}

export function definePollingTrigger<P extends StepProps>(
  spec: PollingTriggerSpec<P>,
): PollingTriggerSpec<P> {
  return spec;
}

export function defineWebhookTrigger<P extends StepProps>(
  spec: WebhookTriggerSpec<P>,
): WebhookTriggerSpec<P> {
  return spec;
}

export function defineApp(spec: AppSpec): AppSpec {
  return spec;
}
