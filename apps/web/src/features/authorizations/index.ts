// Authorizations, the auth library and the OAuth2 callback (spec section 2).
export { AuthLibraryPage } from './AuthLibraryPage';
export { AuthorizationPage } from './AuthorizationPage';
export { AuthorizationsPage } from './AuthorizationsPage';
export { AuthTemplatePage } from './AuthTemplatePage';
export { OAuth2CallbackPage } from './OAuth2CallbackPage';
