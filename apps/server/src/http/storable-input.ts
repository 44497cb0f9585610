import { describeTextProblem, ERROR_CODES, findTextProblem } from '@flowlane/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Refuses, before any route sees it, a request whose body, query or path holds what cannot be stored (NUL,
 * an unpaired surrogate, nesting past the limit): a 400 naming the field, for the API and webhooks alike.
 */
export function installStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findTextProblem(request.params, 'path') ??
      findTextProblem(request.query, 'query') ??
      (typeof request.body === 'string' ||
      (typeof request.body === 'object' && !Buffer.isBuffer(request.body))
        ? findTextProblem(request.body, 'body')
        : null);
    if (!problem) return;
    const field = problem.path.replace(/^(body|query|path)\./, '');
    const message = describeTextProblem({ ...problem, path: field });
    throw new HttpError(400, ERROR_CODES.unstorableText, message, { [field]: message });
  });
}
