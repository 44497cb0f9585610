import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/index.js';
import { credentialsForRuns } from './credentials.js';
import { authorizationsOf } from './instances.js';
import { reencryptAuthorizations } from './reencrypt.js';

export { credentialsForRuns } from './credentials.js';
export { authorizationsOf } from './instances.js';
export { type ReencryptResult, reencryptAuthorizations } from './reencrypt.js';
export { authorizationRoutes } from './routes.js';
export { Authorizations, listTemplates, REFRESH_AHEAD_MS } from './service.js';

/** The credentials port factory for PortParts, and the re-encryption job started in the background. */
export function startAuthorizations(deps: { db: Db; config: Config; logger: FastifyBaseLogger }) {
  const authorizations = authorizationsOf(deps);
  const reencryption = reencryptAuthorizations(deps.db, authorizations.box)
    .then((result) => {
      if (result.resealed + result.unreadable > 0) {
        deps.logger.info(result, 'authorizations re-encrypted under the current encryption key');
      }
      return result;
    })
    .catch((error: unknown) => {
      deps.logger.error(
        { err: error },
        'the re-encryption of authorizations failed; it runs again at the next start',
      );
      return undefined;
    });
  return { authorizations, credentials: credentialsForRuns(authorizations), reencryption };
}
