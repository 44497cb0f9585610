export { type Billing, createBilling, TRIAL_REMINDER_DAYS } from './billing.js';
export { billingRoutes } from './routes.js';
export { sandboxRoutes } from './sandbox/routes.js';
export { BillingService, FALLBACK_PLAN_GUID } from './service.js';
