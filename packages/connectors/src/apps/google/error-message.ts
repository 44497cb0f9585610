import { z } from 'zod';

const GoogleError = z.object({ error: z.object({ message: z.string() }) });

/** The message of a Google API's error, `{ error: { code, message, status } }`. */
export const googleErrorMessage = (body: unknown): string | undefined =>
  GoogleError.safeParse(body).data?.error.message;
