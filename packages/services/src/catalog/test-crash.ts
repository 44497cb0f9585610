import { defineStep } from '@flowlane/engine';
import { MAIN_OUTPUT, objectSchema, RUN_ACTION } from '../support/descriptor.js';

/**
 * TEST ONLY: a step that kills the process running it (SIGKILL, as an out-of-memory kill or a native
 * crash would), for the tests of runs that crash their server. Not in the built-in catalogue: a server
 * offers it only with FLOWLANE_TEST_CRASH_STEP=true, and without it a workflow using it does not
 * validate (its service is unknown).
 */
export const testCrashService = defineStep({
  descriptor: {
    id: 'test.crash',
    name: 'Crash the server (test only)',
    category: 'Testing',
    icon: 'dangerous',
    description: 'Kills the process that runs it. Offered only to tests (FLOWLANE_TEST_CRASH_STEP).',
    kind: 'action',
    actions: RUN_ACTION,
    outputSchema: objectSchema({}),
    outputHandles: MAIN_OUTPUT,
  },
  props: {},
  execute: () => {
    process.kill(process.pid, 'SIGKILL');
    // Not reached: SIGKILL cannot be caught.
    return { output: {} };
  },
});
