import { z } from 'zod';
import { parsePath } from './json-path.js';

const Scalar = z.union([z.string(), z.number(), z.boolean()]);
const ScalarOrList = z.union([Scalar, z.array(Scalar)]);
/** File content: a base64 string (what a mapping produces) or raw bytes (what code produces). */
const Bytes = z.union([z.string(), z.instanceof(Uint8Array)]);
const JsonPath = z.string().refine((path) => parsePath(path) !== null, 'not a valid path such as links.next');

export const HttpMethod = z
  .string()
  .transform((method) => method.toUpperCase())
  .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']));

export const MultipartFile = z.object({
  field: z.string().min(1),
  filename: z.string().min(1),
  contentType: z.string().optional(),
  content: Bytes,
});

export const HttpBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('json'), data: z.unknown() }),
  z.object({ type: z.literal('form'), fields: z.record(z.string(), ScalarOrList) }),
  z.object({
    type: z.literal('multipart'),
    fields: z.record(z.string(), ScalarOrList).optional(),
    files: z.array(MultipartFile).optional(),
  }),
  z.object({ type: z.literal('raw'), content: z.string(), contentType: z.string().optional() }),
]);
export type HttpBody = z.infer<typeof HttpBody>;

export const HttpAuth = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('basic'), username: z.string(), password: z.string() }),
  z.object({ type: z.literal('bearer'), token: z.string().min(1) }),
  z.object({
    type: z.literal('apiKey'),
    in: z.enum(['header', 'query']),
    name: z.string().min(1),
    value: z.string(),
  }),
]);
export type HttpAuth = z.infer<typeof HttpAuth>;

const MaxPages = z.number().int().min(1).max(1000).optional();

export const HttpPagination = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  /** The next page's URL is in the JSON body at `path` (absolute or relative to the page's URL). */
  z.object({
    mode: z.literal('nextUrlFromBody'),
    path: JsonPath,
    itemsPath: JsonPath.optional(),
    maxPages: MaxPages,
  }),
  /** The next page's URL is the `Link: <...>; rel="next"` response header (GitHub style). */
  z.object({ mode: z.literal('linkHeader'), itemsPath: JsonPath.optional(), maxPages: MaxPages }),
  /** A page number query parameter, increased by `step` until a page has no items. */
  z.object({
    mode: z.literal('page'),
    param: z.string().min(1).optional(),
    start: z.number().int().optional(),
    step: z.number().int().min(1).optional(),
    itemsPath: JsonPath.optional(),
    maxPages: MaxPages,
  }),
  /** An offset query parameter, increased by the number of items received until a page has none. */
  z.object({
    mode: z.literal('offset'),
    param: z.string().min(1).optional(),
    start: z.number().int().min(0).optional(),
    itemsPath: JsonPath.optional(),
    maxPages: MaxPages,
  }),
]);
export type HttpPagination = z.infer<typeof HttpPagination>;

export const HttpResponseType = z.enum(['auto', 'json', 'text', 'binary']);
export type HttpResponseType = z.infer<typeof HttpResponseType>;

export const HttpRequestOptions = z.object({
  method: HttpMethod.optional(),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
  query: z.record(z.string(), ScalarOrList).optional(),
  body: HttpBody.optional(),
  auth: HttpAuth.optional(),
  /** Time for one request (its redirects and reading its body included); each page gets its own. */
  timeoutMs: z.number().int().min(1).max(600_000).optional(),
  followRedirects: z.boolean().optional(),
  maxRedirects: z.number().int().min(0).max(20).optional(),
  responseType: HttpResponseType.optional(),
  /** Bytes read (after decompression) across the whole call, every page included. */
  maxResponseBytes: z
    .number()
    .int()
    .min(1)
    .max(256 * 1024 * 1024)
    .optional(),
  /** Fail on 4xx/5xx (default). When false, the status is returned for the workflow to branch on. */
  throwOnHttpError: z.boolean().optional(),
  pagination: HttpPagination.optional(),
});
/** What `httpRequest` accepts; defaults are applied inside. */
export type HttpRequestOptions = z.input<typeof HttpRequestOptions>;
export type ParsedHttpRequestOptions = z.output<typeof HttpRequestOptions>;
