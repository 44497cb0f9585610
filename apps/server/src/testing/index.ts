export { freshPostgresDatabase, type TestDatabaseKind, testDatabaseKinds } from './databases.js';
export { createTestServer, type TestServer } from './server.js';
