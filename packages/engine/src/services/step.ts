import type { ServiceDescriptor, ServiceField } from '@flowlane/contracts';
import { z } from 'zod';
import { BugError } from '../errors.js';
import {
  type ControlSpec,
  defineService,
  type ServiceDefinition,
  type StepContext,
  type StepResult,
} from './definition.js';
import { propFields } from './props.js';

/** A step's props: each made with a `prop.*` builder, in the order the form shows them. */
export type StepProps = Record<string, z.ZodType>;

/** The params a step's execute receives: what its props parse to. */
export type StepParams<P extends StepProps> = z.output<z.ZodObject<P>>;

export interface StepSpec<P extends StepProps> {
  /** The descriptor without its inputs (and authorization kinds): the props give those. */
  descriptor: Omit<ServiceDescriptor, 'inputs' | 'authorizationKinds'>;
  control?: ControlSpec;
  props: P;
  /** Rules across props (one of two bodies given): refinements added to the props' object. */
  refine?: (params: z.ZodObject<P>) => z.ZodObject<P>;
  execute(ctx: StepContext<StepParams<P>>): StepResult | Promise<StepResult>;
}

/** A service made by defineStep: the engine's ServiceDefinition, plus its parsing and its tool schema. */
export interface StepDefinition<P extends StepProps> extends ServiceDefinition {
  /** Parses the mapped params (what defineService checks them with). */
  readonly params: z.ZodObject<P>;
  /** The params as a JSON Schema (what a caller may send: defaults make a prop optional), with descriptions. */
  toJsonSchema(): z.core.JSONSchema.BaseSchema;
}

function inputsOf(serviceId: string, props: StepProps): { inputs: ServiceField[]; kinds: string[] } {
  const inputs: ServiceField[] = [];
  const kinds: string[] = [];
  for (const [key, schema] of Object.entries(props)) {
    const meta = propFields.get(schema);
    if (!meta)
      throw new BugError(`${serviceId}: the prop "${key}" was not made with a prop.* builder`, {
        code: 'PROP_WITHOUT_FIELD',
      });
    inputs.push({ key, ...meta.field });
    if (meta.authorizationKinds) kinds.push(...meta.authorizationKinds);
  }
  return { inputs, kinds };
}

/**
 * One definition of a step: its props give the designer's form (the descriptor's inputs), the parsing of
 * its params, the type `execute` receives and the AI tool's JSON schema, so they cannot disagree.
 */
export function defineStep<P extends StepProps>(spec: StepSpec<P>): StepDefinition<P> {
  const { inputs, kinds } = inputsOf(spec.descriptor.id, spec.props);
  const descriptor: ServiceDescriptor =
    kinds.length > 0
      ? { ...spec.descriptor, inputs, authorizationKinds: kinds }
      : { ...spec.descriptor, inputs };
  const params = spec.refine ? spec.refine(z.object(spec.props)) : z.object(spec.props);
  const service = defineService({
    descriptor,
    params,
    execute: spec.execute,
    ...(spec.control ? { control: spec.control } : {}),
  });
  return {
    ...service,
    params,
    toJsonSchema: () => z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }),
  };
}
