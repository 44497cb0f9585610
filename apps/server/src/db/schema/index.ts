export * from './accounts.js';
export * from './authorizations.js';
export * from './files.js';
export * from './integrations.js';
export * from './kv.js';
export * from './system.js';
export * from './teams.js';
export * from './workflows.js';
