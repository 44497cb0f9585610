import { type ApiError, ERROR_CODES, type ErrorCode } from '@flowlane/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  type Dependencies,
  DependencyUnavailableError,
  RETRY_AFTER_SECONDS,
  unavailableMessage,
} from '../system/dependencies.js';
import { HttpError } from './errors.js';

/** Fastify's own client errors, by code, with the status and the message a user can act on. */
const FASTIFY_CLIENT_ERRORS: Record<
  string,
  { status: number; code: ErrorCode; message: (e: FastifyError) => string }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.malformedJson,
    message: () => 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.malformedJson,
    message: () => 'The request body is empty but its content type is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: () => 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: () => 'The request body has an unsupported content type.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: () => 'The request content length does not match its body.',
  },
  FST_ERR_RATE_LIMIT: { status: 429, code: ERROR_CODES.rateLimited, message: (e) => e.message },
};

function fieldName(instancePath: string, missing: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missing === 'string' && missing) return path ? `${path}.${missing}` : missing;
  return path || 'body';
}

/**
 * A value the database refused as data (SQL class 22, "data exception": a character it cannot store, a
 * number out of range, text that is not valid input for its type): the request's fault, so a 400. The
 * edge check (storable-input.ts) catches the usual cases first and names the field; this is the backstop.
 */
function databaseRefusal(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return `A value in the request cannot be stored: ${current.message}`;
    }
    current = current.cause;
  }
  return null;
}

/**
 * One error body for every failure. A database or Redis that cannot be reached is not the client's
 * fault nor a bug: it answers 503 with Retry-After, so a webhook sender or the web app tries again.
 */
export function installErrorHandler(app: FastifyInstance, dependencies: Dependencies): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const send = (status: number, body: ApiError) => reply.status(status).send(body);

    if (error instanceof DependencyUnavailableError) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, { message: error.message, code: ERROR_CODES.unavailable });
    }
    if (dependencies.failed('database', error)) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, { message: unavailableMessage(['database']), code: ERROR_CODES.unavailable });
    }
    if (error instanceof HttpError) {
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const params = issue.params as { missingProperty?: unknown } | undefined;
        const name = fieldName(issue.instancePath, params?.missingProperty);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const where = error.validationContext ?? 'body';
      return send(400, {
        message: first ? `Invalid ${where}: ${first[0]}: ${first[1]}` : `Invalid ${where}`,
        code: ERROR_CODES.validation,
        fields,
      });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send(400, { message: refused, code: ERROR_CODES.unstorableText });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(known.status, { message: known.message(error), code: known.code });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Another client error from Fastify or a plugin: keep its status and message.
      return send(error.statusCode, { message: error.message, code: ERROR_CODES.badRequest });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(500, {
      message: 'Something went wrong on our side. Please try again.',
      code: ERROR_CODES.internal,
    });
  });
}
