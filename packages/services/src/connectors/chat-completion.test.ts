import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { chatCompletion, openAiUrl } from './chat-completion.js';
import { type RecordedRequest, startOpenAiServer, TEST_API_KEY } from './openai-test-server.js';
import type { TestServer } from './test-server.js';

const local = { allowPrivateNetwork: true };
let api: TestServer & { requests: RecordedRequest[] };

beforeAll(async () => {
  api = await startOpenAiServer();
});

afterAll(async () => {
  await api.close();
});

describe('chatCompletion', () => {
  it('sends the model, messages and options and returns content, usage and finish reason', async () => {
    const result = await chatCompletion(
      {
        baseUrl: api.origin,
        apiKey: TEST_API_KEY,
        model: 'test-model',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
        ],
        temperature: 0.2,
        maxTokens: 50,
      },
      local,
    );
    expect(result).toEqual({
      content: 'Hello from the test model',
      usage: { promptTokens: 12, completionTokens: 5, totalTokens: 17 },
      model: 'test-model-2025',
      finishReason: 'stop',
    });
    const request = api.requests.at(-1);
    expect(request).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${TEST_API_KEY}`,
      body: {
        model: 'test-model',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
        ],
        temperature: 0.2,
        max_tokens: 50,
      },
    });
  });

  it('asks for and parses a JSON answer', async () => {
    const result = await chatCompletion(
      {
        baseUrl: `${api.origin}/v1/`,
        apiKey: TEST_API_KEY,
        model: 'test-model',
        messages: [{ role: 'user', content: 'Classify: great!' }],
        responseFormat: 'json',
      },
      local,
    );
    expect(api.requests.at(-1)?.body).toMatchObject({ response_format: { type: 'json_object' } });
    expect(result.json).toEqual({ sentiment: 'positive' });
  });

  it("reports the API's own message for a rejected key", async () => {
    await expect(
      chatCompletion(
        { baseUrl: api.origin, apiKey: 'wrong', model: 'm', messages: [{ role: 'user', content: 'x' }] },
        local,
      ),
    ).rejects.toMatchObject({
      code: 'AUTH_FAILED',
      message: expect.stringContaining('401 Unauthorized: Incorrect API key provided'),
    });
  });

  it('goes through the SSRF guard', async () => {
    await expect(
      chatCompletion({ baseUrl: api.origin, model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/chat/completions'],
    ['https://openrouter.ai/api/v1/', 'https://openrouter.ai/api/v1/chat/completions'],
    ['http://localhost:11434', 'http://localhost:11434/v1/chat/completions'],
    [
      'https://x.openai.azure.com/openai/v1?api-version=preview',
      'https://x.openai.azure.com/openai/v1/chat/completions?api-version=preview',
    ],
  ])('builds the endpoint from base URL %s', (base, expected) => {
    expect(openAiUrl(base, 'chat/completions')).toBe(expected);
  });
});
