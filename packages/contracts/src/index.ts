export { hasPermission, ROLE_GROUPS, Role, type RoleRequirement, roleFor } from './auth/roles.js';
export {
  findPlan,
  findPlanByStripeId,
  PLAN_FEATURE_LABELS,
  PLANS,
  Plan,
  PlanFamily,
  PlanFeature,
  PlanGroup,
  planHasFeature,
  TRIAL_DAYS_DEFAULT,
  TRIAL_PLAN_GUID,
} from './billing/plans.js';
export { ApiError, ERROR_CODES, type ErrorCode } from './system/errors.js';
export { Health } from './system/health.js';
export { LIMITS } from './system/limits.js';
export { errorText, gatewayUnavailable, MESSAGES } from './system/messages.js';
