import { z } from 'zod';
import { type MigrationStep, migrationChain } from './migrations.js';

/** The stored graph's format version; bump it with a forward migration when the shape changes. */
export const WORKFLOW_SCHEMA_VERSION = 1;

export const NodePosition = z.object({ x: z.number(), y: z.number() });
export type NodePosition = z.infer<typeof NodePosition>;

export const RetryBackoff = z.enum(['fixed', 'exponential']);
export type RetryBackoff = z.infer<typeof RetryBackoff>;

export const RetrySettings = z.object({
  /** Extra attempts after the first one fails. */
  count: z.number().int().min(0).max(10),
  backoffMs: z.number().int().min(0).max(3_600_000),
  backoff: RetryBackoff,
});
export type RetrySettings = z.infer<typeof RetrySettings>;

/** What a failed step does to the run: stop it, continue with the error as output, or follow the 'error' edge. */
export const OnError = z.enum(['stop', 'continue', 'errorEdge']);
export type OnError = z.infer<typeof OnError>;

export const NodeSettings = z.object({
  retry: RetrySettings.optional(),
  onError: OnError.optional(),
  timeoutMs: z.number().int().positive().optional(),
  disabled: z.boolean().optional(),
});
export type NodeSettings = z.infer<typeof NodeSettings>;

export const WorkflowNode = z.object({
  id: z.string().min(1),
  serviceId: z.string().min(1),
  action: z.string(),
  name: z.string(),
  position: NodePosition,
  /** Literal values, or strings holding `{{ jsonata }}` mappings. */
  params: z.record(z.string(), z.unknown()),
  settings: NodeSettings.optional(),
  /** Output used instead of running the step, when the run asks for pinned data (designer test runs). */
  pinnedData: z.unknown().optional(),
});
export type WorkflowNode = z.infer<typeof WorkflowNode>;

export const WorkflowEdge = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  /** The labelled output of the source ('true', 'loop', 'error', ...); null is the default output. */
  sourceHandle: z.string().nullable(),
  target: z.string().min(1),
  targetHandle: z.string().nullable().optional(),
});
export type WorkflowEdge = z.infer<typeof WorkflowEdge>;

export const WorkflowGraph = z.object({
  schemaVersion: z.literal(WORKFLOW_SCHEMA_VERSION),
  nodes: z.array(WorkflowNode),
  edges: z.array(WorkflowEdge),
});
export type WorkflowGraph = z.infer<typeof WorkflowGraph>;

/**
 * Forward steps for stored graphs, step n turning version n into n + 1. Version 1 is the base and still
 * the current one, so the chain is empty; a shape change adds its step here and bumps the version above.
 */
export const WORKFLOW_MIGRATIONS: readonly MigrationStep[] = [];
const workflowGraphs = migrationChain('workflow', 1, WORKFLOW_MIGRATIONS);

/**
 * A stored or imported graph brought up to the current version and parsed. Throws DocumentVersionError
 * for a version this server cannot read (a newer Flowlane's), a ZodError for a damaged graph.
 */
export function migrateWorkflowGraph(input: unknown): WorkflowGraph {
  return WorkflowGraph.parse(workflowGraphs.upgrade(input));
}

/**
 * The graph brought up to the current version without parsing it, for the run engine, whose own check
 * names what is wrong as validation issues; a version it cannot read is left for that check to refuse.
 */
export function upgradeWorkflowGraph(input: unknown): unknown {
  try {
    return workflowGraphs.upgrade(input);
  } catch {
    return input;
  }
}

export function emptyWorkflowGraph(): WorkflowGraph {
  return { schemaVersion: WORKFLOW_SCHEMA_VERSION, nodes: [], edges: [] };
}
