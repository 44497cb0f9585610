import { z } from 'zod';

/** The triggers whose test data is captured from a real call: the next request or the next mail. */
export const TEST_CALL_KINDS = ['webhook', 'mailhook'] as const;
export const TestCallKind = z.enum(TEST_CALL_KINDS);
export type TestCallKind = z.infer<typeof TestCallKind>;

/** How long "Listen for a test call" waits for the call before it gives up. */
export const TEST_CALL_LISTEN_SECONDS = 120;

/**
 * `GET/POST/DELETE /api/workflow/{id}/test-call/{kind}[/listen]`: whether the trigger is listening and
 * the last captured call (the trigger data a real call of that kind would have started a run with).
 */
export const TestCallState = z.object({
  kind: TestCallKind,
  listening: z.boolean(),
  listeningUntil: z.string().nullable(),
  capturedAt: z.string().nullable(),
  data: z.unknown(),
});
export type TestCallState = z.infer<typeof TestCallState>;

/** The answer of the test webhook URL when it captured the call. */
export const TEST_CALL_CAPTURED = 'Test call captured. It is shown in the Webhook step of the designer.';
/** The answer of the test webhook URL while nobody listens. */
export const TEST_CALL_NOT_LISTENING =
  'Not listening for a test call. Open the Webhook step in the designer, click "Listen for a test call", then call this URL again.';
