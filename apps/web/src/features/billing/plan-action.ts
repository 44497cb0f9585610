import { type Plan, TRIAL_PLAN_GUID, type UserSubscription } from '@flowlane/contracts';

/** What a pricing card's button does (spec section 2, /billing/pricing). */
export type PlanAction =
  | { kind: 'current' }
  | { kind: 'checkout'; to: string }
  | { kind: 'change'; to: string };

/**
 * Whether the team still has to subscribe (no paid subscription at the provider yet): then a plan is
 * bought through checkout with a card; otherwise the paid subscription is switched to it.
 */
export function needsCheckout(subscription: UserSubscription | null): boolean {
  return (
    subscription === null ||
    subscription.status === 'trialing' ||
    subscription.plan.id === TRIAL_PLAN_GUID ||
    subscription.status === 'canceled'
  );
}

/**
 * CURRENT PLAN (disabled) on the team's plan; GET STARTED NOW to checkout on a free trial; BUY NOW to the
 * plan change otherwise.
 */
export function planAction(plan: Plan, subscription: UserSubscription | null): PlanAction {
  if (subscription?.plan.id === plan.guid && subscription.status !== 'canceled') return { kind: 'current' };
  if (needsCheckout(subscription)) return { kind: 'checkout', to: `/billing/checkout/${plan.guid}` };
  return { kind: 'change', to: `/billing/change-plan/${plan.guid}` };
}
