import { describe, expect, it } from 'vitest';
import { missingStepFeature, plansWithFeature, stepsMissingPlanFeature } from './plan-features.js';
import { findPlan, type Plan, type PlanFeature } from './plans.js';

const plan = (guid: string): Plan => {
  const found = findPlan(guid);
  if (!found) throw new Error(guid);
  return found;
};
const FEATURES: Record<string, PlanFeature> = {
  'http.request': 'request',
  'ai.chat': 'aimodel',
  'data.dataset': 'datasets',
  'trigger.webhook': 'webhook',
};
const featureOf = (serviceId: string) => FEATURES[serviceId];
const graph = {
  nodes: [
    { id: 'hook', serviceId: 'trigger.webhook' },
    { id: 'call', serviceId: 'http.request' },
    { id: 'ask', serviceId: 'ai.chat' },
    { id: 'set', serviceId: 'flow.set' },
  ],
};

describe('steps a plan does not cover', () => {
  it('names each step whose feature the plan lacks, in step order', () => {
    expect(stepsMissingPlanFeature(graph, featureOf, plan('flow-free'))).toEqual([
      { nodeId: 'hook', serviceId: 'trigger.webhook', feature: 'webhook' },
      { nodeId: 'call', serviceId: 'http.request', feature: 'request' },
      { nodeId: 'ask', serviceId: 'ai.chat', feature: 'aimodel' },
    ]);
    expect(stepsMissingPlanFeature(graph, featureOf, plan('flow-starter'))).toEqual([
      { nodeId: 'ask', serviceId: 'ai.chat', feature: 'aimodel' },
    ]);
    expect(stepsMissingPlanFeature(graph, featureOf, plan('flow-enterprise'))).toEqual([]);
  });

  it('gives the first missing feature, as a refused run names it', () => {
    expect(missingStepFeature(graph, featureOf, plan('basic'))).toBe('request');
    expect(missingStepFeature(graph, featureOf, plan('flow-enterprise'))).toBeUndefined();
  });

  it('reads odd graphs leniently instead of throwing', () => {
    expect(stepsMissingPlanFeature(null, featureOf, plan('basic'))).toEqual([]);
    expect(stepsMissingPlanFeature({ nodes: 'x' }, featureOf, plan('basic'))).toEqual([]);
    expect(
      stepsMissingPlanFeature(
        { nodes: [{ id: 'a' }, { serviceId: 4 }, null, { id: 'c', serviceId: 'http.request' }] },
        featureOf,
        plan('basic'),
      ),
    ).toEqual([{ nodeId: 'c', serviceId: 'http.request', feature: 'request' }]);
  });

  it('lists the plans to switch to for a feature, cheapest first, without the trial', () => {
    expect(plansWithFeature('request').map((p) => p.name)).toEqual([
      'Flow Starter',
      'Flow Business',
      'Flow Enterprise',
    ]);
    expect(plansWithFeature('aimodel').map((p) => p.name)).toEqual(['Flow Enterprise']);
  });
});
