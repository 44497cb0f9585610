import type { NodeSettings } from '@flowlane/contracts';
import type { N8nNode } from './n8n-export.js';

/** Why an imported step needs a person's hand; the web words each kind in the reader's language. */
export type NeedsHandKind =
  | 'unmapped'
  | 'authorization'
  | 'expression'
  | 'parameter'
  | 'connection'
  | 'trigger';

/** What a node mapping is given: the n8n node, and helpers that translate and report. */
export interface MappingContext {
  readonly node: N8nNode;
  /** The node's parameters as exported (n8n leaves out those at their default). */
  readonly params: Record<string, unknown>;
  /** A parameter value with its n8n expressions translated into our mappings. */
  value(value: unknown): unknown;
  /**
   * A value as one JSONata expression (for a condition built from parts): an n8n `={{ js }}` translated,
   * a literal as a JSONata literal; undefined (reported) when it cannot be.
   */
  jsonata(value: unknown, what: string): string | undefined;
  /** The mapping of the node's input item (`{{ steps.code.result }}`), what n8n calls `$json`. */
  readonly input: string;
  /** Something the person importing has to finish by hand. */
  needsHand(kind: NeedsHandKind, detail: string): void;
  /** The step runs with a webhook that answers when a Webhook Response step replies. */
  replyFromStep(): void;
}

/** What a mapping builds: our step, and which of its outputs each n8n output index is. */
export interface MappedStep {
  serviceId: string;
  action?: string;
  params: Record<string, unknown>;
  /** Our handle for n8n's main output `index`; undefined drops the connection (reported). */
  outputHandle?: (index: number) => string | undefined;
  settings?: NodeSettings;
}

/**
 * One row of the mapping table: the n8n node types (and typeVersions) it takes, where n8n's item data sits
 * in our step's output, and how our step's params are built from the node's parameters. Add a row to map
 * another node; a row's `build` may answer undefined when the node's mode has no equivalent (it then
 * becomes a placeholder step).
 */
export interface NodeMapping {
  /** Full n8n type names ('n8n-nodes-base.httpRequest'). */
  types: readonly string[];
  /** The typeVersions taken, both ends included; absent takes every version. */
  versions?: { min?: number; max?: number };
  /** The service id the row builds (for the report and the tests). */
  serviceId: string;
  /**
   * Where n8n's item json is in our step's output: a path ('result' for Code's `{ result, logs }`, '' for
   * the whole output), or 'through' for a step n8n passes its input on through (IF, Wait, MQTT).
   */
  data: string | 'through';
  /** The step needs an authorization (credentials are never imported). */
  authorization?: boolean;
  build(ctx: MappingContext): MappedStep | { unmapped: string };
}
