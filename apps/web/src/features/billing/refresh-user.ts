import { getSession, refreshSession } from '../../auth';

/** Spec section 9: processing may take up to 30 seconds. */
const WAIT_MS = 30_000;
const STEP_MS = 1_000;

/**
 * Refreshes the current user (spec section 4: "after success the current user is refreshed") until the
 * team's subscription shows what the payment did — the provider's events reach the server a moment after
 * the payment — or the processing time is up.
 */
export async function refreshUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    await refreshSession();
    if (done() || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}

/** The team is on `planGuid` with a subscription in good standing. */
export function onPlan(planGuid: string): () => boolean {
  return () => {
    const subscription = getSession().user?.subscription;
    return subscription?.plan.id === planGuid && subscription.status !== 'past_due';
  };
}
