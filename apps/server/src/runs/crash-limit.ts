import type { StepError } from '@flowlane/contracts';

/** RUN_MAX_CRASHES's default: one crash is resumed (a machine can die under any run), a second is not. */
export const DEFAULT_MAX_CRASHES = 2;

/**
 * The error of a run that stopped its process `maxCrashes` times (the reconciler took over its expired
 * lease that often) and is failed instead of resumed. Ours: no step of a run should be able to kill the
 * server, so one that does is a fault to look into, not the workflow's mistake.
 */
export function crashLimitError(maxCrashes: number): StepError {
  return {
    kind: 'bug',
    code: 'RUN_CRASH_LIMIT',
    message: `The run stopped the server it was running on ${maxCrashes} times and was not resumed`,
  };
}
