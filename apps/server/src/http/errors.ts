import { ERROR_CODES, type ErrorCode } from '@flowlane/contracts';

/** An error the client caused or may act on; the error handler turns it into `{message, code, fields?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.badRequest, message, fields);
export const unauthorized = (message: string, fields?: Record<string, string>) =>
  new HttpError(401, ERROR_CODES.unauthorized, message, fields);
export const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
export const planLimit = (message: string) => new HttpError(403, ERROR_CODES.planLimit, message);
export const notFound = (message = 'Not found') => new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ERROR_CODES.conflict, message, fields);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError(422, ERROR_CODES.unprocessable, message, fields);
export const tooManyRequests = (message: string) => new HttpError(429, ERROR_CODES.rateLimited, message);
