import { z } from 'zod';
import { PLANS, Plan, type PlanFeature } from './plans.js';

/** The plan feature a step's service needs (the service descriptor's `planFeature`), if any. */
export type StepFeatureOf = (serviceId: string) => PlanFeature | undefined;

/** A step whose service needs a plan feature the plan lacks. */
export type StepPlanGap = { nodeId: string; serviceId: string; feature: PlanFeature };

const GraphSteps = z.object({ nodes: z.array(z.unknown()) });
const Step = z.looseObject({ id: z.string().optional(), serviceId: z.string() });
/** An AI Agent's tools (its `tools` param): a step it may call needs its plan feature as if it were in the graph. */
const StepTools = z.looseObject({
  params: z.looseObject({ tools: z.array(z.looseObject({ serviceId: z.string() }).or(z.unknown())) }),
});

function toolServiceIds(node: unknown): string[] {
  const parsed = StepTools.safeParse(node);
  if (!parsed.success) return [];
  return parsed.data.params.tools.flatMap((tool) =>
    typeof tool === 'object' && tool !== null && 'serviceId' in tool && typeof tool.serviceId === 'string'
      ? [tool.serviceId]
      : [],
  );
}

/**
 * Every step that needs a plan feature the plan lacks, in step order: the rule the server applies when a
 * run starts and the designer shows before saving, so both name the same steps. The graph is read
 * leniently (a stored graph from an older schema, or one the designer is editing): steps without a
 * service id are skipped.
 */
export function stepsMissingPlanFeature(graph: unknown, featureOf: StepFeatureOf, plan: Plan): StepPlanGap[] {
  const parsed = GraphSteps.safeParse(graph);
  if (!parsed.success) return [];
  const gaps: StepPlanGap[] = [];
  for (const item of parsed.data.nodes) {
    const step = Step.safeParse(item);
    if (!step.success) continue;
    const node = step.data;
    for (const serviceId of [node.serviceId, ...toolServiceIds(item)]) {
      const feature = featureOf(serviceId);
      if (feature && !plan[feature]) gaps.push({ nodeId: node.id ?? '', serviceId, feature });
    }
  }
  return gaps;
}

/** The first plan feature the graph's steps need and the plan lacks, if any (why a run is refused). */
export function missingStepFeature(
  graph: unknown,
  featureOf: StepFeatureOf,
  plan: Plan,
): PlanFeature | undefined {
  return stepsMissingPlanFeature(graph, featureOf, plan)[0]?.feature;
}

/** The plans a team can switch to that include `feature` (the trial is not one), cheapest first. */
export function plansWithFeature(feature: PlanFeature, plans: readonly Plan[] = PLANS): Plan[] {
  return plans
    .filter((p) => p.group !== 'trial' && p[feature])
    .sort((a, b) => Number.parseFloat(a.price) - Number.parseFloat(b.price));
}

/** GET /api/plan: the plan catalogue and the caller's current team's plan (its guid). */
export const PlanCatalogueResponse = z.object({
  plans: z.array(Plan),
  currentPlanGuid: z.string(),
});
export type PlanCatalogueResponse = z.infer<typeof PlanCatalogueResponse>;
