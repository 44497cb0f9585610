import type { MapperFunction } from '@flowlane/contracts';
import { arrayFunctions } from './array.js';
import { dateFunctions } from './date.js';
import type { MapperFunctionDefinition } from './define.js';
import { encodingFunctions } from './encoding.js';
import { hashingFunctions } from './hashing.js';
import { numberFunctions } from './number.js';
import { objectFunctions } from './object.js';
import { textFunctions } from './text.js';

export type { MapperFunctionDefinition, MapperImplementation } from './define.js';

/** Every mapper function, in the order the mapper library lists them. */
export const mapperFunctionDefinitions: readonly MapperFunctionDefinition[] = [
  ...textFunctions,
  ...numberFunctions,
  ...dateFunctions,
  ...arrayFunctions,
  ...objectFunctions,
  ...encodingFunctions,
  ...hashingFunctions,
];

/** The serializable list `GET api/mapper-library/functions` answers with. */
export const mapperFunctions: readonly MapperFunction[] = mapperFunctionDefinitions.map(
  ({ name, signature, description, example, exampleResult, category }) => ({
    name,
    signature,
    description,
    example,
    exampleResult,
    category,
  }),
);

export const mapperFunctionsByName: ReadonlyMap<string, MapperFunctionDefinition> = new Map(
  mapperFunctionDefinitions.map((f) => [f.name, f]),
);
