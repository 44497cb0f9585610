// What the fault and durability tests share: plain API calls and graph steps, no browser.
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
