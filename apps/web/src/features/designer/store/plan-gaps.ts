import {
  findPlan,
  type PlanCatalogueResponse,
  type PlanFeature,
  plansWithFeature,
  type ServiceDescriptor,
  stepsMissingPlanFeature,
} from '@flowlane/contracts';
import type { StepNode } from '../model/types';

/** A step the team's plan does not cover, with what it needs and which plans include that. */
export type PlanGap = {
  nodeId: string;
  stepName: string;
  feature: PlanFeature;
  planName: string;
  /** Plans to switch to, cheapest first. */
  plansWithIt: string[];
};

/**
 * The designer's plan warnings, worked out from the canvas before saving with the rule a run is refused
 * by (`stepsMissingPlanFeature`), so the warning and the refusal always agree.
 */
export function planGaps(
  nodes: readonly StepNode[],
  services: ReadonlyMap<string, ServiceDescriptor>,
  catalogue: PlanCatalogueResponse | undefined,
): PlanGap[] {
  if (!catalogue) return [];
  const plan =
    catalogue.plans.find((p) => p.guid === catalogue.currentPlanGuid) ?? findPlan(catalogue.currentPlanGuid);
  if (!plan) return [];
  const graph = { nodes: nodes.map((n) => ({ id: n.id, serviceId: n.data.serviceId })) };
  const names = new Map(nodes.map((n) => [n.id, n.data.name]));
  return stepsMissingPlanFeature(graph, (id) => services.get(id)?.planFeature, plan).map((gap) => ({
    nodeId: gap.nodeId,
    stepName: names.get(gap.nodeId) ?? gap.nodeId,
    feature: gap.feature,
    planName: plan.name,
    plansWithIt: plansWithFeature(gap.feature, catalogue.plans).map((p) => p.name),
  }));
}
