import { findPlan, type Plan, type UserSubscription } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { planAction } from './plan-action';

function plan(guid: string): Plan {
  const found = findPlan(guid);
  if (!found) throw new Error(`no plan ${guid}`);
  return found;
}

function subscription(planGuid: string, status: UserSubscription['status']): UserSubscription {
  return {
    id: 'sub_1',
    status,
    periodStartDate: '2026-01-01T00:00:00.000Z',
    periodEndDate: '2026-02-01T00:00:00.000Z',
    cancelAtEnd: false,
    customer_id: null,
    plan: { id: planGuid, name: plan(planGuid).name },
    fallback: null,
  };
}

describe('the pricing card button', () => {
  it('sends a team on the free trial to checkout', () => {
    expect(planAction(plan('basic'), subscription('free-trial', 'trialing'))).toEqual({
      kind: 'checkout',
      to: '/billing/checkout/basic',
    });
  });

  it('sends a paying team to the plan change', () => {
    expect(planAction(plan('flow-business'), subscription('basic', 'active'))).toEqual({
      kind: 'change',
      to: '/billing/change-plan/flow-business',
      label: 'buy',
    });
  });

  it('changes a plan bought during the trial (still trialing) instead of buying it again', () => {
    expect(planAction(plan('flow-business'), subscription('flow-starter', 'trialing'))).toMatchObject({
      kind: 'change',
      label: 'buy',
    });
  });

  it('says SWITCH, never BUY NOW or GET STARTED NOW, for a plan that costs nothing', () => {
    for (const current of [subscription('free-trial', 'trialing'), subscription('flow-business', 'active')]) {
      expect(planAction(plan('flow-free'), current)).toEqual({
        kind: 'change',
        to: '/billing/change-plan/flow-free',
        label: 'switch',
      });
    }
  });

  it('marks the current plan, also while a payment is past due', () => {
    expect(planAction(plan('basic'), subscription('basic', 'active'))).toEqual({ kind: 'current' });
    expect(planAction(plan('basic'), subscription('basic', 'past_due'))).toEqual({ kind: 'current' });
  });

  it('sends a team without a subscription, or with a canceled one, to checkout', () => {
    expect(planAction(plan('basic'), null).kind).toBe('checkout');
    expect(planAction(plan('basic'), subscription('basic', 'canceled')).kind).toBe('checkout');
  });
});
