import type { IntegrationAuthorizationIds, IntegrationTemplate } from '@flowlane/contracts';
import { ERROR_CODES } from '@flowlane/contracts';
import { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { authorizationsRepository } from '../db/repositories/authorizations.js';
import { HttpError, notFound } from '../http/errors.js';

const Uuid = z.uuid();

/**
 * Each chosen authorization must be the team's own (another team's id answers 404, as every foreign id
 * does) and of the kind its steps accept.
 */
export async function verifyAuthorizations(
  ctx: RoutesContext,
  teamId: string,
  template: IntegrationTemplate,
  ids: IntegrationAuthorizationIds,
): Promise<void> {
  const repo = authorizationsRepository(ctx.database.db);
  for (const requirement of template.authorizations) {
    const id = ids[requirement.key];
    if (!id) continue;
    const found = Uuid.safeParse(id).success ? await repo.get(teamId, id) : undefined;
    if (!found) throw notFound(`Authorization ${id} not found.`);
    if (found.kind !== requirement.kind) {
      throw new HttpError(
        400,
        ERROR_CODES.badRequest,
        `"${found.name}" is a ${found.kind} authorization; ${requirement.label} needs a ${requirement.kind} one.`,
        { [`authorizationIds.${requirement.key}`]: `Choose a ${requirement.kind} authorization` },
      );
    }
  }
}
