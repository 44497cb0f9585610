/** The kit's "Custom API call" step of an app (packages/connectors kit/services.ts), worded once. */
export const customApiCall = (app: string, url: string, kinds: readonly string[]) => ({
  name: 'Custom API call',
  description: `Sends any request to the ${app} API with the step's authorization and returns the status, headers and body; the path is relative to ${url}.`,
  actions: { run: 'Custom API call' },
  fields: {
    authorization: 'Authorization',
    method: 'Method',
    path: 'Path',
    query: 'Query parameters',
    headers: 'Headers',
    body: 'Body (JSON)',
  },
  help: {
    authorization: `An authorization of kind ${kinds.join(' or ')}`,
    path: `Relative to the app's API base URL (${url})`,
  },
});
