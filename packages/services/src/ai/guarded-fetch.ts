import type { Dispatcher } from 'undici';
import { fetch as undiciFetch } from 'undici';
import { dispatcherFor, type HttpContext } from '../connectors/http-dispatcher.js';

export interface GuardedFetch {
  fetch: typeof globalThis.fetch;
  /** Closes the dispatcher if this fetch made its own (a test's resolver); the shared one stays open. */
  close(): Promise<void>;
}

/**
 * A `fetch` for the model providers' SDKs and MCP clients that goes through the same SSRF-guarded
 * dispatcher as every other outbound call (connectors, HTTP Request): a model's or MCP server's address
 * cannot reach a private network unless ALLOW_PRIVATE_NETWORK is set.
 */
export function guardedFetch(network: HttpContext): GuardedFetch {
  let opened: Promise<{ dispatcher: Dispatcher; dispose: () => Promise<void> }> | undefined;
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    opened ??= dispatcherFor(network);
    const { dispatcher } = await opened;
    const url = input instanceof Request ? input.url : String(input);
    const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher });
    return response as unknown as Response;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    close: async () => {
      if (opened) await (await opened).dispose();
    },
  };
}
