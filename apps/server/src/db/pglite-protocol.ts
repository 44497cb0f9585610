// The messages between the server's main thread and the worker thread that owns the embedded database
// (pglite-thread.ts on the main side, pglite-worker.ts in the worker).
/** What the worker opens: PGlite's data directory (undefined: in memory) and a dump to start from. */
export type PgliteWorkerData = {
  dataDir: string | undefined;
  dump: ArrayBuffer | undefined;
  sharedBuffers: string | undefined;
  /** Migrations the thread applies before it answers ready (the server's start passes them). */
  migrationsFolder: string | undefined;
};

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; answers its number, which the queries inside it carry. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  /** Listens on a channel: its notices then come as `{ channel, payload }`, before the answer of the write that sent them. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

/** PostgreSQL's json and jsonb type ids. */
const JSON_TYPES = new Set([114, 3802]);

/**
 * The worker answers json and jsonb values as PostgreSQL wrote them (text), and the main thread parses
 * them (`parseJsonColumns`): a string crosses the thread boundary as one copy, where a parsed value is
 * cloned object by object on the database's thread and rebuilt on the main one, and the database's
 * thread is the busier of the two when runs go through the queue.
 */
export const JSON_TEXT_PARSERS = { 114: (value: string) => value, 3802: (value: string) => value };

type ResultsLike = {
  rows: unknown[];
  fields: ReadonlyArray<{ name: string; dataTypeID: number }>;
};

/** Parses the json and jsonb columns of a result the worker sent as text (see JSON_TEXT_PARSERS). */
export function parseJsonColumns<R extends ResultsLike>(result: R): R {
  const { fields, rows } = result;
  for (let column = 0; column < fields.length; column++) {
    const field = fields[column];
    if (!field || !JSON_TYPES.has(field.dataTypeID)) continue;
    for (const row of rows) {
      if (Array.isArray(row)) {
        const value: unknown = row[column];
        if (typeof value === 'string') row[column] = JSON.parse(value);
      } else {
        const values = row as Record<string, unknown>;
        const value = values[field.name];
        if (typeof value === 'string') values[field.name] = JSON.parse(value);
      }
    }
  }
  return result;
}

/** An error as it crosses the thread boundary: its message and PostgreSQL's fields (code, detail, ...). */
export type SerializedError = { message: string; fields: Record<string, string | number | undefined> };

export type PgliteAnswer =
  | { ready: true }
  | { failed: SerializedError }
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { channel: string; payload: string };

/** Keeps what a PostgreSQL error says (code, detail, constraint, ...) when it is sent to another thread. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields: { name: error.name, ...fields } };
}

export function deserializeError(serialized: SerializedError): Error {
  return Object.assign(new Error(serialized.message), serialized.fields);
}
