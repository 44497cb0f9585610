export { type Config, ConfigError, loadConfig, SETTING_NAMES } from './config.js';
