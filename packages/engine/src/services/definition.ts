import type { RunResult, ServiceDescriptor, WebhookReply } from '@flowlane/contracts';
import type { z } from 'zod';
import { UserError } from '../errors.js';
import type { Ports } from '../ports/index.js';

/** The output of a parent step that reached this one over an active edge. */
export interface StepInput {
  nodeId: string;
  handle: string;
  output: unknown;
}

export interface StepNodeInfo {
  id: string;
  name: string;
  serviceId: string;
  action: string;
}

export interface StepRunInfo {
  depth: number;
  workflowId: string | undefined;
  runId: string | undefined;
}

/** What a service's execute receives for one attempt of one step. */
export interface StepContext<P> {
  /** The params after mapping, parsed by the service's schema. */
  readonly params: P;
  readonly node: StepNodeInfo;
  /** Outputs of the parents that delivered, in edge order. */
  readonly inputs: readonly StepInput[];
  readonly trigger: unknown;
  readonly vars: Readonly<Record<string, unknown>>;
  readonly env: Readonly<Record<string, string>>;
  readonly ports: Ports;
  /** Aborts when the run is cancelled, times out, or the step's own time limit passes. */
  readonly signal: AbortSignal;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly run: StepRunInfo;
  /** Waits without counting towards processing time or the run timeout (Delay). */
  sleep(ms: number): Promise<void>;
  /**
   * Marks the step as waiting, not processing, until the returned function is called (it may be called
   * more than once): for a wait in a queue shared with other runs, such as the code sandbox's.
   */
  waiting(): () => void;
  /** Sets the synchronous webhook reply (Webhook Response). */
  respond(reply: WebhookReply): void;
  /** Runs another workflow through the subworkflow port, refusing past the depth limit. */
  runSubworkflow(workflowId: string, trigger: unknown): Promise<RunResult>;
  /** The services of this run's workflow: a step that calls others as tools (the AI agent) finds them here. */
  readonly services: ServiceLookup;
  /**
   * Adds a record of work done inside this step to the run log (an AI agent's model turns and tool
   * calls), after the steps already recorded. Its `nodeId` is `<this step's id>/<key>`; input and output
   * are capped like a step's.
   */
  logSubStep(entry: SubStepEntry): void;
  /** The same context with other params (how defineService hands over the parsed ones). */
  withParams<Q>(params: Q): StepContext<Q>;
}

/** Work done inside a step, for the run log (see `StepContext.logSubStep`). */
export interface SubStepEntry {
  /** Unique within the step's run (`tool-3`). */
  key: string;
  name: string;
  serviceId: string;
  status: 'succeeded' | 'failed';
  input: unknown;
  output: unknown;
  /** On the run's clock, as `ports.clock.now()` gives it. */
  startedAt: number;
  durationMs: number;
  error?: { kind: 'user' | 'operational' | 'bug'; message: string; code?: string };
}

export interface StepResult {
  output: unknown;
  /** The output handles the data leaves by; the default output ('main') when absent. */
  handles?: readonly string[];
  /** For a loop: the items to run the body for. */
  items?: readonly unknown[];
}

/**
 * Flow control the engine itself carries out around a service's execute:
 * a loop runs its body once per item; a merge waits for its inputs by the mode in `modeParam`.
 */
export type ControlSpec = { kind: 'loop'; breakParam: string } | { kind: 'merge'; modeParam: string };

export const MERGE_MODES = ['all', 'any', 'first'] as const;
export type MergeMode = (typeof MERGE_MODES)[number];

export interface ServiceDefinition {
  readonly descriptor: ServiceDescriptor;
  readonly control?: ControlSpec;
  /** The params as JSON Schema, each described (an AI tool's input); steps made with defineStep have it. */
  toJsonSchema?(): z.core.JSONSchema.BaseSchema;
  execute(ctx: StepContext<Record<string, unknown>>): StepResult | Promise<StepResult>;
}

/** Looks services up by id; the services package's registry implements it. */
export interface ServiceLookup {
  get(serviceId: string): ServiceDefinition | undefined;
}

export interface ServiceSpec<S extends z.ZodType> {
  descriptor: ServiceDescriptor;
  control?: ControlSpec;
  /** Parses the mapped params; a failure is the user's error and names the param. */
  params: S;
  execute(ctx: StepContext<z.output<S>>): StepResult | Promise<StepResult>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `"${path}": ${issue.message}`;
    })
    .join('; ');
}

/** A service whose execute gets typed params: the mapped params are parsed at this boundary. */
export function defineService<S extends z.ZodType>(spec: ServiceSpec<S>): ServiceDefinition {
  const execute = (ctx: StepContext<Record<string, unknown>>): StepResult | Promise<StepResult> => {
    const parsed = spec.params.safeParse(ctx.params);
    if (!parsed.success) {
      throw new UserError(`Invalid params for ${spec.descriptor.name}: ${describeIssues(parsed.error)}`, {
        code: 'INVALID_PARAMS',
        nodeId: ctx.node.id,
      });
    }
    return spec.execute(ctx.withParams(parsed.data));
  };
  return spec.control
    ? { descriptor: spec.descriptor, control: spec.control, execute }
    : { descriptor: spec.descriptor, execute };
}
