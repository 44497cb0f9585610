import type { HttpPort, HttpRequest, HttpResponse } from '@flowlane/engine';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';

/** The engine's plain http port over the guarded HTTP connector (for platform calls on a workflow's behalf). */
export function createHttpPort(
  config: Pick<ServiceConfig, 'connectors' | 'network'> = DEFAULT_SERVICE_CONFIG,
): HttpPort {
  return {
    async request(request: HttpRequest): Promise<HttpResponse> {
      const response = await config.connectors.httpRequest(
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: { type: 'raw', content: request.body } }),
          ...(request.timeoutMs ? { timeoutMs: request.timeoutMs } : {}),
          throwOnHttpError: false,
        },
        { ...config.network, ...(request.signal ? { signal: request.signal } : {}) },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      return { status: response.status, headers, body: response.body };
    },
  };
}
