// Test helper (not exported from the package): a minimal OpenAI-compatible API on a free loopback port.
import { readRequestBody, startHttpServer, type TestServer } from './test-server.js';

export const TEST_API_KEY = 'sk-test-123';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export async function startOpenAiServer(): Promise<TestServer & { requests: RecordedRequest[] }> {
  const requests: RecordedRequest[] = [];
  const server = await startHttpServer(async (req, res, url) => {
    const raw = (await readRequestBody(req)).toString();
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    requests.push({ path: url.pathname, authorization: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== `Bearer ${TEST_API_KEY}`) {
      res.statusCode = 401;
      return void res.end(
        JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
      );
    }
    if (url.pathname === '/v1/models') {
      return void res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'test-model' }, { id: 'other-model' }] }),
      );
    }
    if (url.pathname === '/v1/chat/completions' && req.method === 'POST') {
      const wantsJson =
        typeof body === 'object' &&
        body !== null &&
        'response_format' in body &&
        body.response_format !== undefined;
      const content = wantsJson ? '{"sentiment":"positive"}' : 'Hello from the test model';
      return void res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: 'test-model-2025',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
        }),
      );
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: `No route ${url.pathname}` } }));
  });
  return { ...server, requests };
}
