export {
  Authorization,
  AuthorizationListQuery,
  AuthorizationStatus,
  AuthorizationTestResult,
  CreateAuthorizationRequest,
  DEFAULT_OAUTH2_RETURN_PATH,
  isMasked,
  LAST_OAUTH2_URL_KEY,
  MASK,
  OAUTH2_CALLBACK_PATH,
  OAuth2AuthorizeResponse,
  OAuth2State,
  OAuth2TokenRequest,
  UpdateAuthorizationRequest,
} from './authorizations.js';
export { AUTH_TEMPLATES, findAuthTemplate } from './catalog.js';
export {
  AuthFieldType,
  AuthFieldValue,
  AuthFormField,
  AuthorizationKind,
  AuthTemplate,
  AuthTemplateCategory,
  AuthTemplateQuery,
  CONNECTION_KINDS,
} from './templates.js';
