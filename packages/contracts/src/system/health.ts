import { z } from 'zod';

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ mode: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** ok: Redis answers (always true for the embedded queue). */
  queue: z.object({ mode: z.enum(['embedded', 'redis']), ok: z.boolean() }),
  mail: z.object({ mode: z.enum(['outbox', 'smtp']) }),
  billing: z.object({ mode: z.enum(['sandbox', 'stripe']) }),
});
export type Health = z.infer<typeof Health>;
