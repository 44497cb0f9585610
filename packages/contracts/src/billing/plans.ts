import { z } from 'zod';

/** A plan group as the pricing page shows it: the trial, the Basic list and the Business list. */
export const PlanGroup = z.enum(['trial', 'BASIC', 'BUSINESS']);
export type PlanGroup = z.infer<typeof PlanGroup>;

/** Lite plans run integrations from templates; flow plans also get the designer. */
export const PlanFamily = z.enum(['lite', 'flow']);
export type PlanFamily = z.infer<typeof PlanFamily>;

/** A plan feature that gates a trigger or a step kind. */
export const PlanFeature = z.enum(['webhook', 'mailhook', 'request', 'datasets', 'aimodel']);
export type PlanFeature = z.infer<typeof PlanFeature>;

export const Plan = z.object({
  guid: z.string(),
  name: z.string(),
  slogan: z.string(),
  badge: z.string().nullable(),
  group: PlanGroup,
  family: PlanFamily,
  /** The billing provider's price id. */
  stripe_id: z.string().nullable(),
  /** Dollars per month, as the pricing card shows it ("29.00"). */
  price: z.string(),
  currency: z.literal('USD'),
  /** Processing-time allowance per billing period, in seconds. */
  processingSeconds: z.number().int().positive(),
  /** The shortest schedule interval allowed, in minutes. */
  scheduleMin: z.number().int().positive(),
  webhook: z.boolean(),
  mailhook: z.boolean(),
  request: z.boolean(),
  datasets: z.boolean(),
  aimodel: z.boolean(),
  concurrency: z.boolean(),
  concurrencyValue: z.number().int().positive(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof Plan>;

const HOUR = 3600;

function features(plan: Omit<Plan, 'features'>): string[] {
  const yesNo = (on: boolean, text: string) => (on ? text : `No ${text.toLowerCase()}`);
  return [
    `${plan.processingSeconds / HOUR} hour${plan.processingSeconds === HOUR ? '' : 's'} processing time / month`,
    `Schedule every ${plan.scheduleMin === 1 ? 'minute' : `${plan.scheduleMin} minutes`}`,
    yesNo(plan.webhook, 'Webhooks'),
    yesNo(plan.mailhook, 'Mailhooks'),
    yesNo(plan.request, 'HTTP requests'),
    yesNo(plan.datasets, 'Datasets'),
    yesNo(plan.aimodel, 'AI model steps'),
    `${plan.concurrencyValue} concurrent run${plan.concurrencyValue === 1 ? '' : 's'}`,
    'Unlimited workflows',
  ];
}

function plan(p: Omit<Plan, 'features' | 'currency' | 'concurrency'>): Plan {
  const base = { ...p, currency: 'USD' as const, concurrency: p.concurrencyValue > 1 };
  return Plan.parse({ ...base, features: features(base) });
}

/** The plan catalogue (ARCHITECTURE.md "Plans"). Configuration, not code paths: read limits from here. */
export const PLANS: readonly Plan[] = [
  plan({
    guid: 'free-trial',
    name: 'Free Trial',
    slogan: 'Everything you need to try Flowlane',
    badge: null,
    group: 'trial',
    family: 'flow',
    stripe_id: null,
    price: '0.00',
    processingSeconds: 6 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: true,
    request: true,
    datasets: true,
    aimodel: false,
    concurrencyValue: 10,
  }),
  plan({
    guid: 'flow-free',
    name: 'Flow Free',
    slogan: 'Build your first workflows',
    badge: null,
    group: 'BUSINESS',
    family: 'flow',
    stripe_id: 'price_flow_free',
    price: '0.00',
    processingSeconds: 1 * HOUR,
    scheduleMin: 30,
    webhook: false,
    mailhook: false,
    request: false,
    datasets: false,
    aimodel: false,
    concurrencyValue: 1,
  }),
  plan({
    guid: 'basic',
    name: 'Basic',
    slogan: 'Ready-made integrations for small teams',
    badge: null,
    group: 'BASIC',
    family: 'lite',
    stripe_id: 'price_basic',
    price: '29.00',
    processingSeconds: 3 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: false,
    request: false,
    datasets: false,
    aimodel: false,
    concurrencyValue: 1,
  }),
  plan({
    guid: 'basic-plus',
    name: 'Basic Plus',
    slogan: 'More processing time for growing teams',
    badge: 'POPULAR',
    group: 'BASIC',
    family: 'lite',
    stripe_id: 'price_basic_plus',
    price: '69.00',
    processingSeconds: 6 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: false,
    request: false,
    datasets: false,
    aimodel: false,
    concurrencyValue: 1,
  }),
  plan({
    guid: 'flow-starter',
    name: 'Flow Starter',
    slogan: 'Design your own workflows',
    badge: null,
    group: 'BUSINESS',
    family: 'flow',
    stripe_id: 'price_flow_starter',
    price: '139.00',
    processingSeconds: 12 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: true,
    request: true,
    datasets: false,
    aimodel: false,
    concurrencyValue: 2,
  }),
  plan({
    guid: 'flow-business',
    name: 'Flow Business',
    slogan: 'Automation across the business',
    badge: 'POPULAR',
    group: 'BUSINESS',
    family: 'flow',
    stripe_id: 'price_flow_business',
    price: '349.00',
    processingSeconds: 24 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: true,
    request: true,
    datasets: true,
    aimodel: false,
    concurrencyValue: 5,
  }),
  plan({
    guid: 'flow-enterprise',
    name: 'Flow Enterprise',
    slogan: 'AI steps and the most capacity',
    badge: 'AI/ML',
    group: 'BUSINESS',
    family: 'flow',
    stripe_id: 'price_flow_enterprise',
    price: '449.00',
    processingSeconds: 36 * HOUR,
    scheduleMin: 1,
    webhook: true,
    mailhook: true,
    request: true,
    datasets: true,
    aimodel: true,
    concurrencyValue: 10,
  }),
];

export const TRIAL_PLAN_GUID = 'free-trial';

/** Trial length in days; one setting (ARCHITECTURE.md). The spec's "7 days" and "30 days" texts stay as given. */
export const TRIAL_DAYS_DEFAULT = 30;

export function findPlan(guid: string): Plan | undefined {
  return PLANS.find((p) => p.guid === guid);
}

export function findPlanByStripeId(stripeId: string): Plan | undefined {
  return PLANS.find((p) => p.stripe_id === stripeId);
}

/** Whether a plan has a feature; the message for a missing one names the feature. */
export function planHasFeature(plan: Plan, feature: PlanFeature): boolean {
  return plan[feature];
}

export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  webhook: 'Webhooks',
  mailhook: 'Mailhooks',
  request: 'HTTP requests',
  datasets: 'Datasets',
  aimodel: 'AI model',
};
