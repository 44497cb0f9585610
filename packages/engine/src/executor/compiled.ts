import type { OnError, RetrySettings, WorkflowNode } from '@flowlane/contracts';
import type { CompiledExpression } from '../mapping/expression.js';
import type { CompiledParams } from '../mapping/params.js';
import type { MergeMode, ServiceDefinition, ServiceLookup, StepNodeInfo } from '../services/definition.js';

export interface CompiledEdge {
  index: number;
  id: string;
  source: number;
  target: number;
  handle: string;
  /** From a loop's body back to the loop: closes an iteration, is not a dependency. */
  loopBack: boolean;
  /** From a loop's 'loop' handle into its body: belongs to the body's region. */
  bodyEntry: boolean;
}

export interface CompiledSettings {
  retry: RetrySettings | undefined;
  onError: OnError;
  timeoutMs: number | undefined;
  disabled: boolean;
}

export interface CompiledNode {
  index: number;
  /** Position in the topological order; ready steps start in this order. */
  order: number;
  node: WorkflowNode;
  id: string;
  /** What the step's context says about it; made once, shared by every run. */
  info: StepNodeInfo;
  definition: ServiceDefinition;
  params: CompiledParams;
  lazy: ReadonlyMap<string, CompiledExpression>;
  mergeMode: MergeMode | undefined;
  isTrigger: boolean;
  /** Where the data goes when the service does not say: 'main' or its first output (frozen). */
  defaultHandles: readonly string[];
  settings: CompiledSettings;
  /** Dependencies: incoming edges except loop-back ones. */
  incoming: readonly CompiledEdge[];
  outgoing: readonly CompiledEdge[];
  loopBackIncoming: readonly CompiledEdge[];
  /** The region the node runs in. */
  region: number;
  /** For a loop: the region of its body. */
  bodyRegion: number | undefined;
}

/** The top level, or one loop's body (without nested bodies). */
export interface CompiledRegion {
  index: number;
  /** The loop whose body this is; undefined for the top level. */
  loop: number | undefined;
  /** Node indexes in topological order. */
  nodes: readonly number[];
  /** Every node inside the body, nested bodies included (empty for the top level). */
  members: readonly number[];
  /** Nodes without incoming edges, in topological order (where a top-level run starts). */
  roots: readonly number[];
}

/** A workflow validated and prepared for running many times: compile once, run per trigger. */
export interface CompiledWorkflow {
  readonly nodes: readonly CompiledNode[];
  readonly edges: readonly CompiledEdge[];
  readonly regions: readonly CompiledRegion[];
  readonly byId: ReadonlyMap<string, CompiledNode>;
  /** The services the workflow was compiled with (a step that runs others as tools looks them up here). */
  readonly services: ServiceLookup;
}

export const TOP_REGION = 0;
