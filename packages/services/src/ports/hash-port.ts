import { createHash, createHmac } from 'node:crypto';
import type { HashPort } from '@flowlane/engine';

/** The mapper's hashing functions on node:crypto (the engine itself stays free of Node APIs). */
export const nodeHashPort: HashPort = {
  digest: (algorithm, data, encoding) => createHash(algorithm).update(data, 'utf8').digest(encoding),
  hmac: (algorithm, key, data, encoding) => createHmac(algorithm, key).update(data, 'utf8').digest(encoding),
};
