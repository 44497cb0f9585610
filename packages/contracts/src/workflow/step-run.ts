import { z } from 'zod';
import { RunStatus, StepError, StepRecord } from './run.js';

/**
 * `POST /api/workflow/{id}/step/{stepId}/run`: runs one step of the saved workflow, and nothing after it.
 * Without a body the steps before it hand on their pinned data, else their output in the latest run that has
 * one. `steps` overrides the output of any of them (by step id), `trigger` the trigger data.
 */
export const StepRunRequest = z.object({
  steps: z.record(z.string(), z.unknown()).optional(),
  trigger: z.unknown().optional(),
});
export type StepRunRequest = z.infer<typeof StepRunRequest>;

/** Where the output of a step before the tested one came from; `missing`: it had none. */
export const StepTestSource = z.enum(['override', 'pinned', 'lastRun', 'missing']);
export type StepTestSource = z.infer<typeof StepTestSource>;

export const StepRunResponse = z.object({
  /** The test is recorded as a run with trigger "test" (metered, visible in the logs). */
  runId: z.string(),
  stepId: z.string(),
  status: RunStatus,
  /** The step's params after mapping (null when the mapping failed). */
  input: z.unknown(),
  output: z.unknown(),
  error: StepError.nullable(),
  startedAt: z.string(),
  durationMs: z.number(),
  processingMs: z.number(),
  /** The step's record as the run log holds it; absent when the step could not start. */
  step: StepRecord.nullable(),
  /** Each step before the tested one, with where its data came from. */
  sources: z.record(z.string(), StepTestSource),
});
export type StepRunResponse = z.infer<typeof StepRunResponse>;
