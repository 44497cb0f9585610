import { ApiRequestError } from '../../api/client';
import { fieldErrorsOf } from '../../ui/library';

/** A failed save's field errors: the template fields ("fields.<key>") plus the name and project. */
export function authorizationErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const fields = error.body.fields ?? {};
  return {
    ...fieldErrorsOf(fields, 'fields'),
    ...(fields.name ? { name: fields.name } : {}),
    ...(fields.projectId ? { projectId: fields.projectId } : {}),
  };
}
