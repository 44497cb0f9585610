import type { PlanFeature, ServiceDescriptor, WorkflowGraph } from '@flowlane/contracts';
import type { ServiceDefinition, ServiceLookup } from '@flowlane/engine';
import type { z } from 'zod';

/** The services a server offers, by id: what the engine runs and what the service library lists. */
export class ServiceRegistry implements ServiceLookup {
  private readonly byId = new Map<string, ServiceDefinition>();

  constructor(services: readonly ServiceDefinition[]) {
    for (const service of services) {
      const id = service.descriptor.id;
      if (this.byId.has(id)) throw new Error(`Two services have the id "${id}"`);
      this.byId.set(id, service);
    }
  }

  get(serviceId: string): ServiceDefinition | undefined {
    return this.byId.get(serviceId);
  }

  list(): ServiceDefinition[] {
    return [...this.byId.values()];
  }

  /** `GET /api/service-library/services`. */
  descriptors(): ServiceDescriptor[] {
    return this.list().map((s) => s.descriptor);
  }

  /** `GET /api/workflow/{id}/actionoutput/{serviceId}`. */
  outputSchema(serviceId: string): Record<string, unknown> | undefined {
    return this.get(serviceId)?.descriptor.outputSchema;
  }

  /** A step's params as JSON Schema for an AI tool; undefined for an unknown step or one without props. */
  toolSchema(serviceId: string): z.core.JSONSchema.BaseSchema | undefined {
    return this.get(serviceId)?.toJsonSchema?.();
  }

  /** The plan features a workflow's steps need (HTTP requests, datasets, AI), each once, in step order. */
  planFeaturesOf(graph: Pick<WorkflowGraph, 'nodes'>): PlanFeature[] {
    const features: PlanFeature[] = [];
    for (const node of graph.nodes) {
      const feature = this.get(node.serviceId)?.descriptor.planFeature;
      if (feature && !features.includes(feature)) features.push(feature);
    }
    return features;
  }
}
