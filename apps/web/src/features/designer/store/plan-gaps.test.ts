import { PLANS, type ServiceDescriptor } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { STEP_NODE_TYPE, type StepNode } from '../model/types';
import { planGaps } from './plan-gaps';

const service = (id: string, planFeature?: ServiceDescriptor['planFeature']): ServiceDescriptor => ({
  id,
  name: id,
  category: 'x',
  icon: 'x',
  description: '',
  kind: 'action',
  actions: [],
  inputs: [],
  outputSchema: {},
  outputHandles: [{ id: 'main', label: 'Output' }],
  ...(planFeature ? { planFeature } : {}),
});
const services = new Map([
  ['http.request', service('http.request', 'request')],
  ['flow.set', service('flow.set')],
]);
const node = (id: string, serviceId: string, name: string): StepNode => ({
  id,
  type: STEP_NODE_TYPE,
  position: { x: 0, y: 0 },
  data: { serviceId, action: 'run', name, params: {} },
});
const nodes = [node('set', 'flow.set', 'Set'), node('call', 'http.request', 'Call the API')];

describe('plan warnings before saving', () => {
  it('names the step, the plan that lacks its feature and the plans that include it', () => {
    expect(planGaps(nodes, services, { plans: [...PLANS], currentPlanGuid: 'flow-free' })).toEqual([
      {
        nodeId: 'call',
        stepName: 'Call the API',
        feature: 'request',
        planName: 'Flow Free',
        plansWithIt: ['Flow Starter', 'Flow Business', 'Flow Enterprise'],
      },
    ]);
  });

  it('says nothing on a plan that covers the steps, or before the plan is known', () => {
    expect(planGaps(nodes, services, { plans: [...PLANS], currentPlanGuid: 'flow-starter' })).toEqual([]);
    expect(planGaps(nodes, services, undefined)).toEqual([]);
  });
});
