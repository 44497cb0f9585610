import { UserError } from '../errors.js';
import type { HashAlgorithm } from '../ports/hash.js';
import { optStr, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

const ALGORITHMS: readonly HashAlgorithm[] = ['md5', 'sha1', 'sha256', 'sha512'];

function digestFunction(algorithm: HashAlgorithm, exampleResult: string): MapperFunctionDefinition {
  return defineMapperFunction({
    name: algorithm,
    category: 'hashing',
    signature: `$${algorithm}(text: string): string`,
    description: `The ${algorithm.toUpperCase()} digest of the text's UTF-8 bytes, in lower-case hex.`,
    example: `$${algorithm}("hello")`,
    exampleResult,
    jsonataSignature: '<s-:s>',
    implementation: (rt, args) => rt.hash.digest(algorithm, str(algorithm, args, 0), 'hex'),
  });
}

export const hashingFunctions: MapperFunctionDefinition[] = [
  digestFunction('md5', '5d41402abc4b2a76b9719d911017c592'),
  digestFunction('sha1', 'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d'),
  digestFunction('sha256', '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'),
  digestFunction(
    'sha512',
    '9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca72323c3d99ba5c11d7c7acc6e14b8c5da0c4663475c2e5c3adef46f73bcdec043',
  ),
  defineMapperFunction({
    name: 'hmac',
    category: 'hashing',
    signature: '$hmac(text: string, key: string, algorithm?: string, encoding?: "hex" | "base64"): string',
    description: 'The HMAC of the text with the key (sha256 and hex by default), as webhook signatures use.',
    example: '$hmac("hello", "secret")',
    exampleResult: '88aab3ede8d3adf94d26ab90d3bafd4a2083070c3bcce9c014ee04a443847c0b',
    jsonataSignature: '<s-ss?s?:s>',
    implementation: (rt, args) => {
      const algorithm = ALGORITHMS.find((a) => a === (optStr('hmac', args, 2) ?? 'sha256'));
      const encoding = optStr('hmac', args, 3) ?? 'hex';
      if (!algorithm)
        throw new UserError(`$hmac: algorithm must be one of ${ALGORITHMS.join(', ')}`, {
          code: 'MAPPER_ARGUMENT',
        });
      if (encoding !== 'hex' && encoding !== 'base64') {
        throw new UserError('$hmac: encoding must be "hex" or "base64"', { code: 'MAPPER_ARGUMENT' });
      }
      return rt.hash.hmac(algorithm, str('hmac', args, 1), str('hmac', args, 0), encoding);
    },
  }),
];
