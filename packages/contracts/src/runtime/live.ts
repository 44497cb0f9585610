import { z } from 'zod';
import { WebhookReply } from '../workflow/run.js';
import { TestCallKind } from '../workflow/test-call.js';

/*
 * What happens to a run, as one definition: the server's event bus (and its Redis bridge between
 * processes) carries every kind; GET /api/workflow/:id/live sends the LIVE_EVENT_TYPES among them to the
 * browser. Statuses stay plain strings: a listener only needs to know that a run changed, and a status it
 * does not know yet must not drop the event.
 */
const RunScope = { runId: z.string(), workflowId: z.string(), teamId: z.string() };

const StatusEvent = z.object({ type: z.literal('status'), ...RunScope, status: z.string() });
const StepEvent = z.object({ type: z.literal('step'), ...RunScope, nodeId: z.string(), status: z.string() });
/** A long step's progress (the PDF OCR step: one event per page read). */
const ProgressEvent = z.object({
  type: z.literal('progress'),
  ...RunScope,
  nodeId: z.string(),
  done: z.number(),
  total: z.number(),
  detail: z.string(),
});
/** "Listen for a test call" caught a call: the designer that listens fetches it. No run exists. */
const CaptureEvent = z.object({
  type: z.literal('capture'),
  workflowId: z.string(),
  teamId: z.string(),
  kind: TestCallKind,
  capturedAt: z.string(),
});
/** A Webhook Response step's answer, for the synchronous webhook that waits for it. */
const ReplyEvent = z.object({ type: z.literal('reply'), ...RunScope, reply: WebhookReply });
/** A user cancelled a running run: whichever process runs it stops it. */
const CancelEvent = z.object({ type: z.literal('cancel'), ...RunScope });

export const RunEvent = z.discriminatedUnion('type', [
  StatusEvent,
  StepEvent,
  ProgressEvent,
  CaptureEvent,
  ReplyEvent,
  CancelEvent,
]);
export type RunEvent = z.infer<typeof RunEvent>;

/** The events GET /api/workflow/:id/live sends, each as an SSE message named by its type. */
export const LIVE_EVENT_TYPES = ['status', 'step', 'progress', 'capture'] as const;
export const LiveRunEvent = z.discriminatedUnion('type', [
  StatusEvent,
  StepEvent,
  ProgressEvent,
  CaptureEvent,
]);
export type LiveRunEvent = z.infer<typeof LiveRunEvent>;
export type LiveProgressEvent = z.infer<typeof ProgressEvent>;

export const isLiveRunEvent = (event: RunEvent): event is LiveRunEvent =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(event.type);
