import { PLAN_FEATURE_LABELS, type Plan, type PlanFeature, type StepFeatureOf } from '@flowlane/contracts';
import type { ServiceLookup } from '@flowlane/engine';
import type { Db } from '../db/index.js';
import { subscriptionsRepository } from '../db/index.js';

export type BillingPeriod = { start: Date; end: Date };

/** The team's current billing period: its subscription's, or the calendar month without one. */
export async function billingPeriod(db: Db, teamId: string, now = new Date()): Promise<BillingPeriod> {
  const subscription = await subscriptionsRepository(db).findForTeam(teamId);
  if (subscription && subscription.periodStart <= now && now < subscription.periodEnd) {
    return { start: subscription.periodStart, end: subscription.periodEnd };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export function featureMissingMessage(plan: Plan, feature: PlanFeature): string {
  return `Your plan (${plan.name}) does not include ${PLAN_FEATURE_LABELS[feature]}. Upgrade your plan at /billing/pricing to use it.`;
}

/** The allowance rule: a run is refused once the period's processing time reaches the plan's. */
export function allowanceRefusal(plan: Plan, usedMs: number): string | undefined {
  if (usedMs < plan.processingSeconds * 1000) return undefined;
  const hours = plan.processingSeconds / 3600;
  return `Your plan's processing time for this period (${hours} hour${hours === 1 ? '' : 's'}) is used up. Upgrade your plan at /billing/pricing to run more.`;
}

/** The plan feature each service needs, for the shared rule (`missingStepFeature` in contracts). */
export function serviceFeatures(services: ServiceLookup): StepFeatureOf {
  return (serviceId) => services.get(serviceId)?.descriptor.planFeature;
}
