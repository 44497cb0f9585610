import { describe, expect, it } from 'vitest';
import { keyRequirement } from './scopes.js';

describe('the scope a route needs of an API key', () => {
  it.each([
    ['GET', '/api/workflow', 'read'],
    ['HEAD', '/api/workflow/:id', 'read'],
    ['GET', '/api/user', 'read'],
    ['POST', '/api/workflow', 'write'],
    ['PUT', '/api/dataset/:id', 'write'],
    ['DELETE', '/api/project/:id', 'write'],
    ['POST', '/api/workflow/:id/run', 'run'],
    ['POST', '/api/integration/:id/run', 'run'],
    ['POST', '/api/run/:runId/retry', 'run'],
    ['POST', '/api/run/:runId/cancel', 'run'],
    ['POST', '/api/workflow/:id/step/:stepId/run', 'run'],
    ['POST', '/api/mcp', 'mcp'],
    ['GET', '/api/mcp/sse', 'mcp'],
    ['GET', '/api/api-key', 'session'],
    ['POST', '/api/team/:teamId/api-key', 'session'],
    ['PUT', '/api/user', 'session'],
    ['POST', '/api/user/2fa/setup', 'session'],
    ['POST', '/api/v2/user/switch/:teamId', 'session'],
    ['POST', '/api/logout', 'session'],
    ['POST', '/api/subscription', 'session'],
    ['PUT', '/api/billing', 'session'],
    ['GET', '/api/billing', 'read'],
    ['POST', '/api/team', 'session'],
    ['DELETE', '/api/team/:teamId/members/:userId', 'session'],
    ['GET', '/api/team/:teamId', 'read'],
    ['POST', '/api/workflow/:id/live/ticket', 'session'],
    ['GET', '/api/workflows-archive', 'read'],
  ])('%s %s needs %s', (method, route, needed) => {
    expect(keyRequirement(method, route)).toBe(needed);
  });

  it("takes the route's own config over the table", () => {
    expect(keyRequirement('POST', '/api/workflow/:id/test', 'read')).toBe('read');
    expect(keyRequirement('GET', '/api/secret', 'session')).toBe('session');
  });
});
