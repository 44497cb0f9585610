// The workflow designer (/flow/:workflowId): canvas, steps palette, step panel and mapper, settings.
export { DesignerPage } from './DesignerPage';
