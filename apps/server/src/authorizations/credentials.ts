import type { Ports } from '@flowlane/engine';
import type { RunRecord } from '../db/index.js';
import type { Authorizations } from './service.js';

/**
 * The engine's credentials port for one run: authorizations of the run's team only (any other id is
 * "Authorization <id> not found."), decrypted per call, OAuth2 tokens refreshed ahead of expiry and
 * on demand after a 401.
 */
export function credentialsForRuns(
  authorizations: Authorizations,
): (run: Pick<RunRecord, 'teamId'>) => Ports['credentials'] {
  return (run) => ({
    get: (authorizationId) => authorizations.credential(run.teamId, authorizationId),
    refresh: async (authorizationId, refused) => {
      const token = refused?.fields.accessToken;
      if (refused?.kind !== 'oauth2' || typeof token !== 'string') {
        return authorizations.credential(run.teamId, authorizationId);
      }
      const expiresAt = refused.fields.accessTokenExpiresAt;
      return authorizations.refresh(run.teamId, authorizationId, {
        accessToken: token,
        expiresAt: typeof expiresAt === 'number' ? expiresAt : null,
      });
    },
  });
}
