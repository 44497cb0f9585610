import type { Credential, StepContext } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import type { z } from 'zod';

/** Stored fields without the empty ones, so an optional field left blank reads as absent. */
function presentFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** Fetches the step's authorization and checks its kind. */
export async function loadCredential(
  ctx: StepContext<unknown>,
  authorizationId: string,
  kinds: readonly string[],
): Promise<Credential> {
  const credential = await ctx.ports.credentials.get(authorizationId);
  if (!kinds.includes(credential.kind)) {
    throw new UserError(
      `The authorization "${authorizationId}" is a ${credential.kind} authorization; this step needs ${kinds.join(' or ')}`,
      { code: 'AUTHORIZATION_KIND', nodeId: ctx.node.id },
    );
  }
  return credential;
}

/** The authorization's fields parsed as a connector's connection settings. */
export async function loadConnection<S extends z.ZodType>(
  ctx: StepContext<unknown>,
  authorizationId: string,
  kinds: readonly string[],
  schema: S,
): Promise<z.output<S>> {
  const credential = await loadCredential(ctx, authorizationId, kinds);
  const parsed = schema.safeParse(presentFields(credential.fields));
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.map(String).join('.') || 'settings'}: ${i.message}`,
    );
    throw new UserError(`The authorization "${authorizationId}" is incomplete: ${issues.join('; ')}`, {
      code: 'AUTHORIZATION_INVALID',
      nodeId: ctx.node.id,
    });
  }
  return parsed.data;
}
