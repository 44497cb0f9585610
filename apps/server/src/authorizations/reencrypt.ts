import type { SecretBox } from '../accounts/index.js';
import type { Db } from '../db/index.js';
import { authorizationsRepository } from '../db/repositories/authorizations.js';
import { openSecrets, SecretsUnreadableError, sealSecrets } from './sealed.js';

export type ReencryptResult = { resealed: number; skipped: number; unreadable: number };

/**
 * Re-seals every authorization still under an old key with the current one, in batches. Safe to run
 * in several processes at once and beside live traffic: each row is written with a compare-and-swap
 * on the ciphertext it read, because a user's PUT or a token refresh between our read and our write
 * carries newer secrets, and overwriting it with our re-sealed copy of the old ones would lose them.
 * A row that lost the race is already under the current key (every write seals with it).
 */
export async function reencryptAuthorizations(db: Db, box: SecretBox, batch = 100): Promise<ReencryptResult> {
  const repo = authorizationsRepository(db);
  const result: ReencryptResult = { resealed: 0, skipped: 0, unreadable: 0 };
  const seen = new Set<string>();
  for (;;) {
    const rows = (await repo.sealedUnderOtherKey(box.keyId, batch + seen.size)).filter(
      (r) => !seen.has(r.id),
    );
    if (rows.length === 0) return result;
    for (const row of rows) {
      seen.add(row.id);
      if (row.secrets === null) continue;
      try {
        const secrets = openSecrets(box, row.id, row.secrets);
        const sealed = sealSecrets(box, row.id, secrets);
        if (await repo.swapSecrets(row.id, row.secrets, sealed.secrets, sealed.secretsKeyId))
          result.resealed++;
        else result.skipped++;
      } catch (error) {
        // Under a key this process does not have (ENCRYPTION_KEY_PREVIOUS incomplete) or damaged: left
        // as it is; the authorization shows it needs attention.
        if (!(error instanceof SecretsUnreadableError)) throw error;
        result.unreadable++;
      }
    }
  }
}
