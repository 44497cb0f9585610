export { apiKeyRoutes, installApiKeys } from './routes.js';
export { type KeyRequirement, keyRequirement } from './scopes.js';
