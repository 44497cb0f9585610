import type { StepContext } from '@flowlane/engine';
import { z } from 'zod';
import type { PollingTriggerSpec } from './app.js';

/** Ids remembered per trigger: enough to drop repeats among items that share the newest time. */
export const SEEN_IDS_KEPT = 500;

/**
 * A polling trigger's cursor, kept in the workflow's key-value store (one per trigger step):
 * the newest item time handed on, the ids handed on lately, and what the last run handed on, so
 * that a run resumed after a crash hands on the same items again instead of none.
 */
const PollState = z.object({
  v: z.literal(1),
  since: z.string().optional(),
  seen: z.array(z.string()),
  last: z.object({ runId: z.string(), items: z.array(z.unknown()) }).optional(),
});
type PollState = z.infer<typeof PollState>;

export const pollStateKey = (nodeId: string) => `poll:${nodeId}`;

/** A run the schedule started (its trigger data is a tick), not one started by hand or from the designer. */
function scheduled(trigger: unknown): boolean {
  return typeof trigger === 'object' && trigger !== null && 'scheduledAt' in trigger;
}

/**
 * One poll: the items not handed on before, oldest first. The first scheduled poll only notes where
 * the list stands (items from before the workflow was on are not new). A run by hand shows the newest
 * items and leaves the cursor alone, so testing a workflow neither eats nor repeats items.
 */
export async function pollOnce(
  ctx: StepContext<unknown>,
  trigger: PollingTriggerSpec,
  list: (since: string | undefined) => Promise<unknown[]>,
): Promise<unknown[]> {
  const byTime = (a: unknown, b: unknown) => trigger.itemTime(a).localeCompare(trigger.itemTime(b));
  if (!scheduled(ctx.trigger)) return (await list(undefined)).sort(byTime).slice(-10);

  const key = pollStateKey(ctx.node.id);
  const stored = PollState.safeParse(await ctx.ports.kv.get(key));
  const state: PollState | undefined = stored.success ? stored.data : undefined;
  const runId = ctx.run.runId;
  // This run's step ran before (its process died after the cursor moved): the same items again.
  if (state?.last && runId && state.last.runId === runId) return state.last.items;

  const items = (await list(state?.since)).sort(byTime);
  const seen = new Set(state?.seen ?? []);
  const since = state?.since;
  const fresh = state
    ? items.filter(
        (item) => !seen.has(trigger.itemId(item)) && (since === undefined || trigger.itemTime(item) >= since),
      )
    : [];
  const newest = items.reduce<string | undefined>((max, item) => {
    const time = trigger.itemTime(item);
    return max === undefined || time > max ? time : max;
  }, since);
  const next: PollState = {
    v: 1,
    ...(newest === undefined ? {} : { since: newest }),
    seen: [...(state?.seen ?? []), ...(state ? fresh : items).map(trigger.itemId)].slice(-SEEN_IDS_KEPT),
    ...(runId ? { last: { runId, items: fresh } } : {}),
  };
  await ctx.ports.kv.set(key, next);
  return fresh;
}
