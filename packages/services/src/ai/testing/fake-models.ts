// Test helper (not exported from the package): chat-model APIs on a loopback port, each speaking its
// provider's wire format (OpenAI chat completions, Anthropic messages, Gemini generateContent) and
// answering from one script, so the same agent test runs against all three.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody, startHttpServer, type TestServer } from '../../connectors/test-server.js';

export const FAKE_MODEL_KEY = 'sk-fake-model';

/** What the model sees: the tools offered, the conversation's texts and the tool results so far. */
export interface ModelTurn {
  tools: { name: string; description: string; parameters: unknown }[];
  /** Every text of the conversation in order (system prompt first, if any), tool results left out. */
  texts: string[];
  /** The tool results this run of the agent has received, oldest first. */
  results: unknown[];
  /** Asked for a JSON answer of a schema (structured output). */
  jsonSchema: unknown;
}

/** The model's next move: call tools, or answer. */
export type ModelMove = { call: { tool: string; input: Record<string, unknown> }[] } | { answer: string };

export type ModelScript = (turn: ModelTurn) => ModelMove;

export type ModelWire = 'openai' | 'anthropic' | 'gemini';

export interface FakeModel extends TestServer {
  /** The base URL an authorization of the wire's kind takes. */
  baseUrl: string;
  /** Every request's body, as sent. */
  requests: unknown[];
}

const USAGE = { input: 20, output: 7 };

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const parseMaybe = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

let callIds = 0;
const nextCallId = () => `call_${++callIds}`;

function openAi(body: Json, script: ModelScript) {
  const messages = asArray(body.messages).map(asRecord);
  const turn: ModelTurn = {
    tools: asArray(body.tools).map((t) => {
      const fn = asRecord(asRecord(t).function);
      return { name: String(fn.name), description: String(fn.description ?? ''), parameters: fn.parameters };
    }),
    texts: messages
      .filter((m) => m.role !== 'tool' && typeof m.content === 'string')
      .map((m) => String(m.content)),
    results: messages.filter((m) => m.role === 'tool').map((m) => parseMaybe(m.content)),
    jsonSchema: asRecord(asRecord(body.response_format).json_schema).schema,
  };
  const move = script(turn);
  const message =
    'call' in move
      ? {
          role: 'assistant',
          content: null,
          tool_calls: move.call.map((c) => ({
            id: nextCallId(),
            type: 'function',
            function: { name: c.tool, arguments: JSON.stringify(c.input) },
          })),
        }
      : { role: 'assistant', content: move.answer };
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: String(body.model),
    choices: [{ index: 0, message, finish_reason: 'call' in move ? 'tool_calls' : 'stop' }],
    usage: {
      prompt_tokens: USAGE.input,
      completion_tokens: USAGE.output,
      total_tokens: USAGE.input + USAGE.output,
    },
  };
}

function anthropic(body: Json, script: ModelScript) {
  const messages = asArray(body.messages).map(asRecord);
  const parts = messages.flatMap((m) =>
    typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : asArray(m.content).map(asRecord),
  );
  const system = asArray(body.system).map((s) => String(asRecord(s).text ?? ''));
  const turn: ModelTurn = {
    tools: asArray(body.tools).map((t) => {
      const tool = asRecord(t);
      return {
        name: String(tool.name),
        description: String(tool.description ?? ''),
        parameters: tool.input_schema,
      };
    }),
    texts: [
      ...(typeof body.system === 'string' ? [body.system] : system),
      ...parts.filter((p) => p.type === 'text').map((p) => String(p.text)),
    ],
    results: parts
      .filter((p) => p.type === 'tool_result')
      .map((p) => {
        const content = p.content;
        return parseMaybe(typeof content === 'string' ? content : asRecord(asArray(content)[0]).text);
      }),
    jsonSchema: undefined,
  };
  const move = script(turn);
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: String(body.model),
    content:
      'call' in move
        ? move.call.map((c) => ({ type: 'tool_use', id: nextCallId(), name: c.tool, input: c.input }))
        : [{ type: 'text', text: move.answer }],
    stop_reason: 'call' in move ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: USAGE.input, output_tokens: USAGE.output },
  };
}

function gemini(body: Json, script: ModelScript) {
  const parts = asArray(body.contents).flatMap((c) => asArray(asRecord(c).parts).map(asRecord));
  const system = asArray(asRecord(body.systemInstruction).parts).map((p) => String(asRecord(p).text ?? ''));
  const turn: ModelTurn = {
    tools: asArray(body.tools).flatMap((t) =>
      asArray(asRecord(t).functionDeclarations).map((d) => {
        const decl = asRecord(d);
        return {
          name: String(decl.name),
          description: String(decl.description ?? ''),
          parameters: decl.parameters,
        };
      }),
    ),
    texts: [...system, ...parts.filter((p) => typeof p.text === 'string').map((p) => String(p.text))],
    results: parts
      .filter((p) => p.functionResponse !== undefined)
      .map((p) => {
        const response = asRecord(asRecord(p.functionResponse).response);
        return 'content' in response ? parseMaybe(response.content) : response;
      }),
    jsonSchema: asRecord(body.generationConfig).responseSchema,
  };
  const move = script(turn);
  return {
    candidates: [
      {
        content: {
          role: 'model',
          parts:
            'call' in move
              ? move.call.map((c) => ({ functionCall: { name: c.tool, args: c.input } }))
              : [{ text: move.answer }],
        },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: USAGE.input,
      candidatesTokenCount: USAGE.output,
      totalTokenCount: USAGE.input + USAGE.output,
    },
    modelVersion: 'fake',
  };
}

function authorized(wire: ModelWire, req: IncomingMessage): boolean {
  if (wire === 'openai') return req.headers.authorization === `Bearer ${FAKE_MODEL_KEY}`;
  if (wire === 'anthropic') return req.headers['x-api-key'] === FAKE_MODEL_KEY;
  return req.headers['x-goog-api-key'] === FAKE_MODEL_KEY;
}

/** A chat-model API of the given wire format on a loopback port, answering from `script`. */
export async function startFakeModel(wire: ModelWire, script: ModelScript): Promise<FakeModel> {
  const requests: unknown[] = [];
  const server = await startHttpServer(async (req, res, url) => {
    const body = asRecord(JSON.parse((await readRequestBody(req)).toString() || '{}'));
    requests.push(body);
    if (!authorized(wire, req)) {
      const message = 'invalid x-api-key or bearer token';
      return send(
        res,
        401,
        wire === 'anthropic'
          ? { type: 'error', error: { type: 'authentication_error', message } }
          : { error: { message, code: 401 } },
      );
    }
    if (wire === 'openai' && url.pathname === '/v1/chat/completions')
      return send(res, 200, openAi(body, script));
    if (wire === 'anthropic' && url.pathname === '/v1/messages')
      return send(res, 200, anthropic(body, script));
    if (wire === 'gemini' && /^\/v1beta\/models\/[^/]+:generateContent$/.test(url.pathname))
      return send(res, 200, gemini(body, script));
    send(res, 404, { error: { message: `No route ${req.method} ${url.pathname}` } });
  });
  const baseUrl = `${server.origin}${wire === 'gemini' ? '/v1beta' : '/v1'}`;
  return { ...server, baseUrl, requests };
}
