import type { FastifyInstance } from 'fastify';

/** An error body as the error handler and the routes send it: `{message, code, ...}`. */
function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof Reflect.get(payload, 'message') === 'string' &&
    typeof Reflect.get(payload, 'code') === 'string'
  );
}

/**
 * The request id goes back on every answer (x-request-id) and into every error body (requestId), one
 * place for all of them: error bodies sent by the error handler and by routes alike.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    return { ...payload, requestId: request.id };
  });
}
