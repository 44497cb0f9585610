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

/** Every status a run can have, as a tuple (the database column's enum takes it as it is). */
export const RUN_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'timed_out',
  'refused',
] as const;
export const RunStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof RunStatus>;

/*
 * The run lifecycle, decided here once: the server's queue and sweeper, the run log and the designer all
 * ask these, so a new status is placed in its sets in one file.
 */
type StatusSet = ReadonlySet<RunStatus>;

/** A run that has ended: it will not change again (its log is complete, its events stop). */
export const FINAL_RUN_STATUSES: readonly RunStatus[] = [
  'succeeded',
  'failed',
  'cancelled',
  'timed_out',
  'refused',
];
/** A run still on its way: it can be cancelled and it changes live. */
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['queued', 'running'];
/** A run that ended in a failure (the dashboard's failures); the retry picks such a run up again. */
export const FAILED_RUN_STATUSES: readonly RunStatus[] = ['failed', 'timed_out'];

const FINAL: StatusSet = new Set(FINAL_RUN_STATUSES);
const ACTIVE: StatusSet = new Set(ACTIVE_RUN_STATUSES);
const FAILED: StatusSet = new Set(FAILED_RUN_STATUSES);

// Parsed rather than cast: the server hands in statuses read from storage as plain strings.
const known = (status: string | null | undefined): RunStatus | undefined => RunStatus.safeParse(status).data;

export const isFinalRunStatus = (status: string | null | undefined): boolean => {
  const run = known(status);
  return run !== undefined && FINAL.has(run);
};
export const isActiveRunStatus = (status: string | null | undefined): boolean => {
  const run = known(status);
  return run !== undefined && ACTIVE.has(run);
};
/** A run the retry can pick up from: one that failed or ran out of time. */
export const isRetryableRunStatus = (status: string | null | undefined): boolean => {
  const run = known(status);
  return run !== undefined && FAILED.has(run);
};

/** What a Webhook Response step asks the webhook to answer. */
export const WebhookReply = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type WebhookReply = z.infer<typeof WebhookReply>;

/**
 * What /hooks/{hookId} answers when no Webhook Response step does: 202 with the stored run (and, when a
 * synchronous workflow could not be waited for, why), or 200 with a synchronous run's output.
 */
export const WebhookAccepted = z.object({
  runId: z.string(),
  status: RunStatus,
  message: z.string().optional(),
});
export type WebhookAccepted = z.infer<typeof WebhookAccepted>;
export const WebhookRunOutput = z.object({ runId: z.string(), status: RunStatus, output: z.unknown() });
export type WebhookRunOutput = z.infer<typeof WebhookRunOutput>;

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
