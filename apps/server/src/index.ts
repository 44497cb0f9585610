export { type Config, ConfigError, loadConfig } from './config/index.js';
export type { AppContext } from './context.js';
export { type CreateServerOptions, createServer, type Server, VERSION } from './server.js';
