import type { MapperFunction } from '@flowlane/contracts';
import type { FunctionRuntime } from './runtime.js';

/** Reads a name from the calling expression's environment (JSONata's own built-ins). */
export type EnvironmentLookup = (name: string) => unknown;

/** What a function body receives: the run's clock, randomness and hashing, and its arguments. */
export type MapperImplementation = (
  runtime: FunctionRuntime,
  args: readonly unknown[],
  lookup: EnvironmentLookup,
) => unknown;

/** A mapper function: its public descriptor and how JSONata calls it. */
export interface MapperFunctionDefinition extends MapperFunction {
  implementation: MapperImplementation;
  /** JSONata's own signature syntax; JSONata checks argument types with it before the call. */
  jsonataSignature?: string;
}

export function defineMapperFunction(definition: MapperFunctionDefinition): MapperFunctionDefinition {
  return definition;
}
