import { z } from 'zod';

/** The uniform error body of every 4xx and 5xx answer. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the `x-request-id` header and the `requestId` of its log lines). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

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
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
