import type { ApiKeyScope } from '@flowlane/contracts';

/** What a route asks of a key: one of its scopes, or a signed-in person ('session': keys are refused). */
export type KeyRequirement = ApiKeyScope | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides what scopes.ts decides for this route (see `keyRequirement`). */
    apiKeyScope?: KeyRequirement;
  }
}

/** Routes that start, retry or cancel runs: the `run` scope, whatever their method. */
const RUN_ROUTES = new Set([
  'POST /api/workflow/:id/run',
  'POST /api/workflow/:id/step/:stepId/run',
  'POST /api/integration/:id/run',
  'POST /api/run/:runId/retry',
  'POST /api/run/:runId/cancel',
]);

/**
 * What only a signed-in person may do: the account itself (password, second factor, deletion, team
 * switch), API keys (a key cannot mint or revoke keys), billing changes, team membership and deletion,
 * and the browser's live-log ticket (signed for a session).
 */
const SESSION_ONLY: RegExp[] = [
  /^(POST|PUT|PATCH|DELETE) \/api\/user(\/|$)/,
  /^[A-Z]+ \/api\/v2\/user\//,
  /^[A-Z]+ \/api\/(auth|login|logout|token)(\/|$)/,
  /^[A-Z]+ \/api\/api-key(\/|$)/,
  /^[A-Z]+ \/api\/team\/:teamId\/api-key(\/|$)/,
  /^(POST|PUT|PATCH|DELETE) \/api\/(subscription|billing)(\/|$)/,
  /^(POST|PUT|PATCH|DELETE) \/api\/team(\/|$)/,
  /^[A-Z]+ \/api\/workflow\/:id\/live(\/|$)/,
];

const MCP = /^[A-Z]+ \/api\/mcp(\/|$)/;

/**
 * The one place that decides which scope a route needs of a key, from its method and route pattern
 * (`request.routeOptions.url`), unless the route's config names one (`config: { apiKeyScope }`):
 * reading is `read`, changing is `write`, runs are `run`, the MCP endpoint is `mcp`.
 */
export function keyRequirement(method: string, route: string, override?: KeyRequirement): KeyRequirement {
  if (override) return override;
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const line = `${verb} ${route}`;
  if (SESSION_ONLY.some((pattern) => pattern.test(line))) return 'session';
  if (MCP.test(line)) return 'mcp';
  if (RUN_ROUTES.has(line)) return 'run';
  return verb === 'GET' ? 'read' : 'write';
}
