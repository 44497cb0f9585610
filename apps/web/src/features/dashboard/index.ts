// The dashboard (spec section 2, /dashboard): usage against the plan, today's runs, recent runs.
export { DashboardPage } from './DashboardPage';
