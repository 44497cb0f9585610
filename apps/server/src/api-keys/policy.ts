import type { ThrottleRule } from '../accounts/policy.js';

/**
 * Bad keys per address: as many as failed sign-ins per address (accounts/policy.ts), in the same table
 * and window, so the sign-in prune (LONGEST_THROTTLE_WINDOW_MS, an hour) never drops a window this counts.
 */
export const API_KEY_FAILURES_PER_ADDRESS: ThrottleRule = {
  name: 'api-key-address',
  max: 30,
  windowMs: 15 * 60_000,
};

/** How many uses of a key its use log answers with. */
export const API_KEY_USES_SHOWN = 100;
