export { type ConvertOptions, convertN8nWorkflow, type N8nConversion } from './convert.js';
export { type ExpressionScope, translateExpression, translateText } from './expressions.js';
export type { MappedStep, MappingContext, NeedsHandKind, NodeMapping } from './mapping-types.js';
export { N8nExportError, readN8nWorkflow } from './n8n-export.js';
export { APP_NODE_MAPPINGS, CORE_NODE_MAPPINGS, mappingFor, N8N_NODE_MAPPINGS } from './node-table.js';
