export {
  freshPostgresDatabase,
  openTestDatabase,
  type TestDatabaseKind,
  type TestQueueMode,
  testDatabaseKinds,
  testQueueModes,
} from './databases.js';
export { migratedPgliteDump } from './pglite-template.js';
export { createTestServer, type TestServer } from './server.js';
export { tuplesRead } from './tuples-read.js';
