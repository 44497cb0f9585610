export { type Database, type DatabaseOptions, type Db, openDatabase } from './client.js';
export { mailOutboxRepository, type NewOutboxMail, type OutboxMail } from './repositories/mail-outbox.js';
export * as tables from './schema/index.js';
