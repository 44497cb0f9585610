export { freshPostgresDatabase, type TestDatabaseKind, testDatabaseKinds } from './databases.js';
export { migratedPgliteDump } from './pglite-template.js';
export { createTestServer, type TestServer } from './server.js';
