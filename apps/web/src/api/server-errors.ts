import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, serverMessage } from '../i18n';
import { ApiRequestError } from './client';

/** The message of any failure, for the message bar, in the interface language where it is a spec text. */
export function failureMessage(error: unknown): string {
  return serverMessage(error instanceof Error ? error.message : undefined);
}

/** "Error: <server message>" (spec section 8); a server text that already says "Error:" is kept as is. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  return message?.startsWith('Error: ') ? serverMessage(message) : errorText(message);
}

/**
 * Places the server's `fields` errors under the form's fields (`fieldMap` renames server names to
 * form names). Returns true when at least one field took an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.body.fields) return false;
  let placed = false;
  for (const [serverName, message] of Object.entries(error.body.fields)) {
    const field = fieldMap[serverName];
    if (!field) continue;
    setError(field, { type: 'server', message });
    placed = true;
  }
  return placed;
}
