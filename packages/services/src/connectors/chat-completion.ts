import { z } from 'zod';
import { parseInput } from './context.js';
import { ConnectorError } from './errors.js';
import { type HttpContext, type HttpResponse, httpRequest } from './http.js';
import { getByPath } from './json-path.js';

export const OpenAiConnection = z.object({
  /**
   * The API root as the OpenAI SDK's `baseURL` has it (`https://api.openai.com/v1`,
   * `https://openrouter.ai/api/v1`); a bare origin such as `http://localhost:11434` gets `/v1`.
   */
  baseUrl: z.string().min(1),
  apiKey: z.string().optional(),
});
export type OpenAiConnection = z.infer<typeof OpenAiConnection>;

export const ChatMessage = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  /** Text, or the content parts array (text, image_url...) passed through as given. */
  content: z.union([z.string(), z.array(z.record(z.string(), z.unknown())), z.null()]),
  name: z.string().optional(),
  tool_call_id: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatCompletionInput = OpenAiConnection.extend({
  model: z.string().min(1),
  messages: z.array(ChatMessage).min(1),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().min(1).optional(),
  /** `json` asks for a JSON object (`response_format: {type: "json_object"}`) and parses the answer. */
  responseFormat: z.enum(['text', 'json']).optional(),
  /** Models can be slow; default 120 s. */
  timeoutMs: z.number().int().min(1).max(600_000).optional(),
});
export type ChatCompletionInput = z.infer<typeof ChatCompletionInput>;

export interface ChatCompletionResult {
  content: string;
  /** The content parsed, when `responseFormat` is `json` and the model answered valid JSON. */
  json?: unknown;
  usage: { promptTokens?: number; completionTokens?: number; totalTokens?: number };
  model: string;
  finishReason: string | null;
}

const ChatCompletionResponse = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() })
    .partial()
    .nullish(),
});

/** `baseUrl` + `path`, keeping the base's query (Azure's `api-version`). */
export function openAiUrl(baseUrl: string, path: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConnectorError('INVALID_INPUT', `The model API base URL is not a URL: ${baseUrl}`);
  }
  const root = url.pathname.replace(/\/+$/, '');
  url.pathname = `${root === '' ? '/v1' : root}/${path}`;
  return url.href;
}

/** Fails with the API's own error message (OpenAI-style `{error: {message}}`) for a non-2xx answer. */
export function assertOpenAiSuccess(response: HttpResponse, what: string): void {
  if (response.status < 400) return;
  const apiMessage = getByPath(response.body, 'error.message');
  const detail = typeof apiMessage === 'string' ? apiMessage : String(response.body).slice(0, 300);
  const code = response.status === 401 || response.status === 403 ? 'AUTH_FAILED' : 'HTTP_STATUS';
  throw new ConnectorError(code, `${what} answered ${response.status} ${response.statusText}: ${detail}`, {
    status: response.status,
    body: response.body,
  });
}

export function openAiAuth(apiKey: string | undefined) {
  return apiKey ? { type: 'bearer' as const, token: apiKey } : undefined;
}

/** One chat completion from an OpenAI-compatible API, through the guarded HTTP client. */
export async function chatCompletion(
  input: ChatCompletionInput,
  ctx: HttpContext = {},
): Promise<ChatCompletionResult> {
  const parsed = parseInput(ChatCompletionInput, input, 'chat completion');
  const url = openAiUrl(parsed.baseUrl, 'chat/completions');
  const response = await httpRequest(
    {
      method: 'POST',
      url,
      auth: openAiAuth(parsed.apiKey),
      body: {
        type: 'json',
        data: {
          model: parsed.model,
          messages: parsed.messages,
          temperature: parsed.temperature,
          max_tokens: parsed.maxTokens,
          response_format: parsed.responseFormat === 'json' ? { type: 'json_object' } : undefined,
        },
      },
      responseType: 'json',
      timeoutMs: parsed.timeoutMs ?? 120_000,
      throwOnHttpError: false,
      // Redirects would resend the prompt (and, same-origin, the key) somewhere else; an API does not need them.
      followRedirects: false,
    },
    ctx,
  );
  assertOpenAiSuccess(response, `The model API at ${url}`);
  const result = ChatCompletionResponse.safeParse(response.body);
  if (!result.success) {
    throw new ConnectorError(
      'BAD_RESPONSE',
      `The model API at ${url} did not answer with a chat completion`,
      {
        body: response.body,
      },
    );
  }
  const [choice] = result.data.choices;
  const content = choice?.message.content ?? '';
  const answer: ChatCompletionResult = {
    content,
    usage: {
      promptTokens: result.data.usage?.prompt_tokens,
      completionTokens: result.data.usage?.completion_tokens,
      totalTokens: result.data.usage?.total_tokens,
    },
    model: result.data.model ?? parsed.model,
    finishReason: choice?.finish_reason ?? null,
  };
  if (parsed.responseFormat === 'json') {
    try {
      answer.json = JSON.parse(content);
    } catch {
      // The model ignored the format; the text is still in `content` for the workflow to inspect.
    }
  }
  return answer;
}
