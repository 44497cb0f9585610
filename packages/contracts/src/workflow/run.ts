import { z } from 'zod';

/** Status of one step in a run's log. 'skipped' is a disabled step that passed its input through. */
export const StepStatus = z.enum(['succeeded', 'failed', 'skipped', 'cancelled']);
export type StepStatus = z.infer<typeof StepStatus>;

/** user: the workflow's mistake; operational: something outside failed; bug: ours. */
export const ErrorKind = z.enum(['user', 'operational', 'bug']);
export type ErrorKind = z.infer<typeof ErrorKind>;

export const StepError = z.object({
  kind: ErrorKind,
  message: z.string(),
  code: z.string().optional(),
  nodeId: z.string().optional(),
});
export type StepError = z.infer<typeof StepError>;

export const StepRecord = z.object({
  nodeId: z.string(),
  name: z.string(),
  serviceId: z.string(),
  status: StepStatus,
  /** The step's params after mapping. */
  input: z.unknown(),
  /** Set when the input was capped like the output. */
  inputTruncated: z.boolean().optional(),
  /** Capped (see `outputTruncated`); a truncated output is a string preview of the serialized value. */
  output: z.unknown(),
  outputTruncated: z.boolean(),
  /** Epoch milliseconds from the run's clock. */
  startedAt: z.number(),
  durationMs: z.number(),
  attempts: z.number().int().min(0),
  /** Index of the iteration of the innermost loop the step ran in. */
  iteration: z.number().int().min(0).optional(),
  /** The output handles the step sent its data through. */
  handles: z.array(z.string()).readonly().optional(),
  error: StepError.optional(),
});
export type StepRecord = z.infer<typeof StepRecord>;

export const RunStatus = z.enum([
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'timed_out',
  'refused',
]);
export type RunStatus = z.infer<typeof RunStatus>;

/** What a Webhook Response step asks the webhook to answer. */
export const WebhookReply = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type WebhookReply = z.infer<typeof WebhookReply>;

export const RunResult = z.object({
  status: RunStatus,
  steps: z.array(StepRecord),
  /** Time spent executing; waiting in a Delay or a retry backoff does not count. */
  processingMs: z.number(),
  error: StepError.optional(),
  /** The output of the last top-level step that succeeded. */
  output: z.unknown().optional(),
  response: WebhookReply.optional(),
});
export type RunResult = z.infer<typeof RunResult>;
