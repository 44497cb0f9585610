import { dispatcherContract } from './dispatcher.contract.js';
import { EmbeddedDispatcher } from './embedded-dispatcher.js';

// The in-process queue against what every queue promises (its poll shortened, so a test waits less).
dispatcherContract(
  'embedded (the runs table, one claim loop)',
  async ({ logger, dependencies }) => new EmbeddedDispatcher(logger, dependencies, 16, 50),
);
