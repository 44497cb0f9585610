import type { ExpressionRequest, MappingErrorCode } from '@flowlane/engine';

/** Messages between the expression pool and its workers (structured clone). */
export interface ExpressionJob extends ExpressionRequest {
  id: number;
}

export type ExpressionAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; code: MappingErrorCode; reason: string };

const CODES: readonly MappingErrorCode[] = ['MAPPING_SYNTAX', 'MAPPING_FAILED', 'MAPPING_TIMEOUT'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function parseExpressionAnswer(value: unknown): ExpressionAnswer | undefined {
  if (!isRecord(value) || typeof value.id !== 'number') return undefined;
  if (value.ok === true) return { id: value.id, ok: true, value: value.value };
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
