import { z } from 'zod';

/** A message body: text as is, bytes as is, anything else as JSON (what a mapped object should become). */
export const MessagePayload = z.unknown();

export function payloadBytes(payload: unknown): Buffer {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload instanceof Uint8Array) return Buffer.from(payload);
  // `undefined` is not JSON; an absent payload is an empty message.
  if (payload === undefined) return Buffer.alloc(0);
  return Buffer.from(JSON.stringify(payload));
}

/** Whether a payload went out as JSON, so the connector can label its content type. */
export function isJsonPayload(payload: unknown): boolean {
  return typeof payload !== 'string' && !(payload instanceof Uint8Array) && payload !== undefined;
}

/** A received message body as text, and as JSON when it parses. */
export function describeMessage(data: Uint8Array): { text: string; json?: unknown } {
  const text = Buffer.from(data).toString('utf8');
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    return { text };
  }
}
