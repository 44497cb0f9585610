/** The rows of a raw `db.execute` result, whichever driver answered (both give `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
  }
  return [];
}
