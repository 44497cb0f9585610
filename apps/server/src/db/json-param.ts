import { types } from '@electric-sql/pglite';

/**
 * A JSON parameter as its UTF-8 bytes, for a `$n::json` placeholder (not `jsonb`, whose binary form starts
 * with a version byte). Sent in binary format, PostgreSQL's `json_recv` takes the text as it is and checks
 * it as `json_in` does; node-postgres sends a Buffer that way, and so does PGlite with `JSON_BYTES`. Given
 * a string instead, PGlite's own JavaScript measures its UTF-8 length twice, a loop over every character:
 * for the run path's batches (each run with its steps' input and output) that was ~8% of a sync webhook
 * call's CPU on one core. `JSON.stringify` escapes lone surrogates, so the bytes are always valid UTF-8.
 */
export function jsonParam(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
}

const jsonText = types.serializers[types.JSON];

/**
 * PGlite's serializer of `json` parameters, letting bytes through (`jsonParam`): PGlite sends a value its
 * serializer answers as bytes in binary format. Other values are serialized as before.
 */
export const JSON_BYTES = {
  [types.JSON]: (value: unknown) =>
    // PGlite's typing says a serializer answers text; its bind message takes bytes as they are.
    (value instanceof Uint8Array ? value : jsonText?.(value)) as string,
};
