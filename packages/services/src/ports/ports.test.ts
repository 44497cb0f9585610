import { compileExpression, mapperFunctionDefinitions, runtimeToken } from '@flowlane/engine';
import { FakeClock, seededRandom } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { fakeConnectors } from '../testing/fake-connectors.js';
import { createAiPort } from './ai-port.js';
import { nodeHashPort } from './hash-port.js';
import { createHttpPort } from './http-port.js';

describe('the node:crypto hash port', () => {
  const token = runtimeToken({ clock: new FakeClock(), random: seededRandom(), hash: nodeHashPort });
  const hashing = mapperFunctionDefinitions.filter((f) => f.category === 'hashing');

  it.each(hashing.map((f) => [f.name, f.example, f.exampleResult] as const))(
    '$%s: its example %s gives %j',
    async (_name, example, result) => {
      const value = await compileExpression(example).evaluate(
        { trigger: null, steps: {}, vars: {}, env: {} },
        token,
      );
      expect(value).toEqual(result);
    },
  );

  it('encodes base64 when asked', () => {
    expect(nodeHashPort.digest('sha1', 'abc', 'base64')).toBe('qZk+NkcGgWq6PiVxeFDCbJzQ2J0=');
  });
});

describe('the ai port', () => {
  it("calls the chat-completion connector with the authorization's base URL and key", async () => {
    const { connectors, calls } = fakeConnectors({
      chatCompletion: async () => ({ content: 'hi', model: 'm', usage: {}, finishReason: 'stop' }),
    });
    const port = createAiPort({ connectors, network: { allowPrivateNetwork: true } });
    const answer = await port.chat({
      credential: { id: 'a', kind: 'openai', fields: { apiKey: 'sk-1' } },
      model: 'm',
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect(answer.content).toBe('hi');
    expect(calls[0]?.input).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'm',
      messages: [{ role: 'user', content: 'hello' }],
    });
  });
});

describe('the http port', () => {
  it('sends a raw request through the guarded connector and flattens headers', async () => {
    const { connectors, calls } = fakeConnectors({
      httpRequest: async () => ({
        url: 'https://x.test/',
        status: 201,
        statusText: 'Created',
        headers: { 'set-cookie': ['a=1', 'b=2'], 'content-type': 'application/json' },
        body: { ok: true },
        bodyType: 'json',
      }),
    });
    const port = createHttpPort({ connectors, network: {} });
    const response = await port.request({
      method: 'POST',
      url: 'https://x.test',
      headers: { a: 'b' },
      body: '{}',
    });
    expect(response).toEqual({
      status: 201,
      headers: { 'set-cookie': 'a=1, b=2', 'content-type': 'application/json' },
      body: { ok: true },
    });
    expect(calls[0]?.input).toMatchObject({ body: { type: 'raw', content: '{}' }, throwOnHttpError: false });
  });
});
