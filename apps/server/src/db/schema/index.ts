export * from './accounts.js';
export * from './system.js';
export * from './workflows.js';
