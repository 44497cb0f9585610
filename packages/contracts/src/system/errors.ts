import { z } from 'zod';

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  /** 402: the card was refused (the message is the spec's or the provider's text). */
  cardDeclined: 'CARD_DECLINED',
  validation: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  unstorableText: 'UNSTORABLE_TEXT',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  planLimit: 'PLAN_LIMIT',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** The web client's own, for an answer that carried no error body of ours (a proxy's page, a dropped line). */
  unknown: 'UNKNOWN',
} as const;
/** `ApiError.code`: every code an answer may carry, so a client can switch on it exhaustively. */
export const ApiErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ApiErrorCode>;

/** The uniform error body of every 4xx and 5xx answer. */
export const ApiError = z.object({
  message: z.string(),
  code: ApiErrorCode,
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the `x-request-id` header and the `requestId` of its log lines). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
