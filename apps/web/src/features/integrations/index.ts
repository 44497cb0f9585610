// Integrations and the integration library (spec section 2).
export { IntegrationPage } from './IntegrationPage';
export { IntegrationsPage } from './IntegrationsPage';
export { IntegrationTemplatePage } from './IntegrationTemplatePage';
export { LibraryPage } from './LibraryPage';
