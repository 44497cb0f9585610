export { signLiveTicket } from './access-token.js';
export { seedDemoAccount } from './demo.js';
export { type AuthedUser, type AuthGuard, authGuard } from './guard.js';
export { DEMO_ACCOUNT } from './policy.js';
export { accountsRoutes } from './routes.js';
export { createSecretBox, type SecretBox, SecretBoxError, sealedKeyId } from './secret-box.js';
