// The library lives in templates/ (a file per family of templates); this path stays for its importers.
export { findIntegrationTemplate, INTEGRATION_TEMPLATES } from './templates/index.js';
