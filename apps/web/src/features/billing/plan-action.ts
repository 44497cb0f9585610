import { type Plan, TRIAL_PLAN_GUID, type UserSubscription } from '@flowlane/contracts';

/**
 * What a pricing card's button does (spec section 2, /billing/pricing). A change reads BUY NOW, or SWITCH
 * for a plan that costs nothing (no card, nothing bought).
 */
export type PlanAction =
  | { kind: 'current' }
  | { kind: 'checkout'; to: string }
  | { kind: 'change'; to: string; label: 'buy' | 'switch' };

/**
 * Whether the team still has to subscribe (no paid subscription at the provider yet): then a plan is
 * bought through checkout with a card; otherwise the paid subscription is switched to it. A plan bought
 * during the trial is a paid subscription that is still trialing, so it is changed, not bought again.
 */
export function needsCheckout(subscription: UserSubscription | null): boolean {
  return (
    subscription === null || subscription.plan.id === TRIAL_PLAN_GUID || subscription.status === 'canceled'
  );
}

const free = (plan: Plan) => Number(plan.price) === 0;

/**
 * CURRENT PLAN (disabled) on the team's plan; GET STARTED NOW to checkout on a free trial; BUY NOW to the
 * plan change otherwise; SWITCH for a plan that costs nothing, which never asks for a card.
 */
export function planAction(plan: Plan, subscription: UserSubscription | null): PlanAction {
  if (subscription?.plan.id === plan.guid && subscription.status !== 'canceled') return { kind: 'current' };
  const change = `/billing/change-plan/${plan.guid}`;
  if (free(plan)) return { kind: 'change', to: change, label: 'switch' };
  if (needsCheckout(subscription)) return { kind: 'checkout', to: `/billing/checkout/${plan.guid}` };
  return { kind: 'change', to: change, label: 'buy' };
}
