import { z } from 'zod';

/** main → worker: read one PDF (the worker reads one at a time). */
export type ReadJob = { type: 'read'; id: number; data: Uint8Array; maxPages: number };

/** Why a PDF could not be read, as the worker saw it. */
export const ReadFailure = z.enum(['unreadable', 'password', 'error']);
export type ReadFailure = z.infer<typeof ReadFailure>;

/** worker → main, parsed at this boundary like any other input. */
export const ReaderAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('opened'), id: z.number(), pageCount: z.number().int().min(0) }),
  z.object({
    type: z.literal('page'),
    id: z.number(),
    page: z.number().int().min(1),
    text: z.string(),
    source: z.enum(['text', 'ocr']),
  }),
  z.object({ type: z.literal('done'), id: z.number() }),
  z.object({ type: z.literal('failed'), id: z.number(), reason: ReadFailure, message: z.string() }),
]);
export type ReaderAnswer = z.infer<typeof ReaderAnswer>;
