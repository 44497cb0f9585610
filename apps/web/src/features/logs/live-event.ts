import { z } from 'zod';

/**
 * An event of GET /api/workflow/:id/live ('status', 'step', and 'progress' of a long step such as PDF OCR). Statuses stay plain strings: the page only
 * needs to know that a run changed, and a status it does not know yet must not drop the event.
 */
export const LiveRunEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), runId: z.string(), workflowId: z.string(), status: z.string() }),
  z.object({
    type: z.literal('step'),
    runId: z.string(),
    workflowId: z.string(),
    nodeId: z.string(),
    status: z.string(),
  }),
  z.object({
    type: z.literal('progress'),
    runId: z.string(),
    workflowId: z.string(),
    nodeId: z.string(),
    done: z.number(),
    total: z.number(),
    detail: z.string(),
  }),
]);
export type LiveProgressEvent = Extract<LiveRunEvent, { type: 'progress' }>;
export type LiveRunEvent = z.infer<typeof LiveRunEvent>;

/** The event in an SSE message's data, or null for anything else (a reply, a bad line). */
export function parseLiveEvent(data: unknown): LiveRunEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveRunEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
