// The workflow list (spec section 2, /workflows and /workflows/search).
export { WorkflowSearchPage, WorkflowsPage } from './WorkflowsPage';
