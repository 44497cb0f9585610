// What the fault and durability tests share: plain API calls and graph steps, no browser.
import { z } from 'zod';

/** A JSON call to the app's API with an optional Bearer token; a non-2xx answer throws with its body. */
export async function api(
  base: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A workflow step for a graph sent through the API. */
export const node = (id: string, serviceId: string, params: Record<string, unknown>) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x: 0, y: 0 },
  params,
});

/** The demo account's API token, from a login through the API. */
export async function demoToken(base: string): Promise<string> {
  const { token } = z.object({ token: z.string() }).parse(
    await api(base, undefined, 'POST', '/api/login', {
      username: 'demo@flowlane.app',
      password: 'demo1234',
    }),
  );
  return token;
}

/** A new workflow with the spec's defaults: its id, its webhook's id and its data. */
export async function newWorkflow(base: string, token: string) {
  return z
    .object({ id: z.string(), hookId: z.string(), data: z.record(z.string(), z.unknown()) })
    .parse(await api(base, token, 'POST', '/api/workflow', {}));
}
