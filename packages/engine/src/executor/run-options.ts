import type { StepRecord, WebhookReply } from '@flowlane/contracts';
import type { RunCancel } from './run-cancel.js';

/** A step's result from an earlier attempt of the same run, reused instead of running the step again. */
export interface ResumedStep {
  output: unknown;
  handles: readonly string[];
}

export interface RunOptions {
  /** The data the trigger fired with (webhook request, mail, manual payload). */
  trigger?: unknown;
  /** The trigger step that fired; the first trigger in the graph when absent. */
  triggerNodeId?: string;
  vars?: Record<string, unknown>;
  env?: Record<string, string>;
  /** Aborting it cancels the run. */
  signal?: AbortSignal;
  /** Cancelling it cancels the run: for callers that start many runs and cancel few (see RunCancel). */
  cancel?: RunCancel;
  /** Processing-time budget of the run; waiting in a Delay does not use it. */
  timeoutMs?: number;
  /** This run's sub-workflow depth (0 for a run started by a trigger). */
  depth?: number;
  /** Sub-workflows may nest this deep. */
  maxDepth?: number;
  /** A loop refuses more items than this. */
  maxLoopItems?: number;
  /** The run fails when it has run this many steps (loop iterations count each step). */
  maxSteps?: number;
  /** Use steps' pinned data instead of running them (designer test runs). */
  usePinnedData?: boolean;
  /** Run log cap per step input and output, in serialized characters. */
  logCapBytes?: number;
  workflowId?: string;
  runId?: string;
  /** Top-level steps already completed by an earlier attempt of this run (after a worker died). */
  resume?: Readonly<Record<string, ResumedStep>>;
  /** Called as each step finishes; must not throw (errors are logged and ignored). */
  onStep?: (record: StepRecord) => void;
  /** Called once, when a Webhook Response step sets the reply. */
  onResponse?: (reply: WebhookReply) => void;
}

export const RUN_DEFAULTS = {
  maxDepth: 5,
  maxLoopItems: 10_000,
  maxSteps: 100_000,
} as const;
