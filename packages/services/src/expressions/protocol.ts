import type { ExpressionRequest, MappingErrorCode } from '@flowlane/engine';

/** Messages between the expression pool and its evaluator processes (IPC, 'advanced' serialization). */
export interface ExpressionJob extends ExpressionRequest {
  id: number;
}

/**
 * A result crosses as JSON text: the evaluator serializes it under its own memory cap, so a result that
 * shares one big value many times (`[1..100000].($$)`) is spelled out there, never on the server's thread.
 */
export type ExpressionAnswer =
  | { id: number; ok: true; json: string | undefined }
  | { id: number; ok: false; code: MappingErrorCode; reason: string };

/** The largest result an evaluator hands back, in JSON characters (as for the Code step's results). */
export const MAX_RESULT_CHARS = 16 * 1024 * 1024;

const CODES: readonly MappingErrorCode[] = ['MAPPING_SYNTAX', 'MAPPING_FAILED', 'MAPPING_TIMEOUT'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function parseExpressionAnswer(value: unknown): ExpressionAnswer | undefined {
  if (!isRecord(value) || typeof value.id !== 'number') return undefined;
  if (value.ok === true) {
    if (value.json !== undefined && typeof value.json !== 'string') return undefined;
    return { id: value.id, ok: true, json: value.json };
  }
  const code = CODES.find((c) => c === value.code);
  if (value.ok !== false || !code || typeof value.reason !== 'string') return undefined;
  return { id: value.id, ok: false, code, reason: value.reason };
}

export function parseExpressionJob(value: unknown): ExpressionJob | undefined {
  if (!isRecord(value)) return undefined;
  const { id, source, scope, now, seed, timeoutMs, maxDepth } = value;
  if (typeof id !== 'number' || typeof source !== 'string' || !isRecord(scope)) return undefined;
  if (typeof now !== 'number' || typeof seed !== 'number') return undefined;
  if (typeof timeoutMs !== 'number' || typeof maxDepth !== 'number') return undefined;
  const { trigger, steps, vars, env } = scope;
  if (!isRecord(steps) || !isRecord(vars) || !isRecord(env)) return undefined;
  const strings: Record<string, string> = {};
  for (const [key, text] of Object.entries(env)) if (typeof text === 'string') strings[key] = text;
  return { id, source, scope: { trigger, steps, vars, env: strings }, now, seed, timeoutMs, maxDepth };
}
