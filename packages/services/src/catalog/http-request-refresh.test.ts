import { buildGraph, createFakePorts, InMemoryCredentials, stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connectors/index.js';
import { fakeConnectors } from '../testing/fake-connectors.js';
import { runOnCatalog } from '../testing/run.js';

const graph = buildGraph(
  [
    ['t', 'trigger.manual'],
    ['s', 'http.request', { url: 'https://api.example.test/me', authorization: 'oauth' }],
  ],
  [['t', 's']],
);

/** An API that takes only `valid`; anything else is a 401, thrown as the connector throws it. */
function apiAccepting(valid: () => string) {
  return fakeConnectors({
    httpRequest: async (input) => {
      const auth = input.auth?.type === 'bearer' ? input.auth.token : '';
      if (auth !== valid()) {
        throw new ConnectorError('HTTP_STATUS', 'api.example.test answered 401 Unauthorized', {
          status: 401,
        });
      }
      return {
        url: input.url,
        status: 200,
        statusText: 'OK',
        headers: {},
        body: { token: auth },
        bodyType: 'json' as const,
      };
    },
  });
}

describe('HTTP Request with an OAuth2 authorization', () => {
  it('refreshes the token once after a 401 and sends the request again', async () => {
    const credentials = new InMemoryCredentials([
      { id: 'oauth', kind: 'oauth2', fields: { accessToken: 'old' } },
    ]);
    credentials.onRefresh = (c) => ({ ...c, fields: { accessToken: 'new' } });
    const { connectors, calls } = apiAccepting(() => 'new');
    const result = await runOnCatalog(graph, {
      ports: createFakePorts({ credentials }),
      config: { connectors },
    });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ status: 200, body: { token: 'new' } });
    expect(credentials.refreshed).toEqual(['oauth']);
    expect(calls).toHaveLength(2);
  });

  it('fails with the 401 when the fresh token is refused too, after one refresh', async () => {
    const credentials = new InMemoryCredentials([
      { id: 'oauth', kind: 'oauth2', fields: { accessToken: 'old' } },
    ]);
    credentials.onRefresh = (c) => ({ ...c, fields: { accessToken: 'still-wrong' } });
    const { connectors, calls } = apiAccepting(() => 'never');
    const result = await runOnCatalog(graph, {
      ports: createFakePorts({ credentials }),
      config: { connectors },
    });
    expect(result.status).toBe('failed');
    expect(credentials.refreshed).toEqual(['oauth']);
    expect(calls).toHaveLength(2);
  });

  it('does not refresh a bearer token (nothing to refresh it with)', async () => {
    const credentials = new InMemoryCredentials([{ id: 'oauth', kind: 'bearer', fields: { token: 'old' } }]);
    const { connectors, calls } = apiAccepting(() => 'new');
    const result = await runOnCatalog(graph, {
      ports: createFakePorts({ credentials }),
      config: { connectors },
    });
    expect(result.status).toBe('failed');
    expect(credentials.refreshed).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
