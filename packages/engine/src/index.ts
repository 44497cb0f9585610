// The pure part (graph helpers and edits, template syntax, output handles), also served to the browser
export * from './browser.js';
// Errors
export {
  BugError,
  FlowlaneError,
  isFlowlaneError,
  MappingError,
  type MappingErrorCode,
  OperationalError,
  toStepError,
  UserError,
} from './errors.js';
// Compile and run
export {
  type AnalyzeResult,
  analyzeWorkflow,
  type CompileOptions,
  compileWorkflow,
  validateWorkflow,
} from './executor/compile.js';
export type { CompiledEdge, CompiledNode, CompiledRegion, CompiledWorkflow } from './executor/compiled.js';
export type { LoopIterationView, LoopOutput } from './executor/loop-runner.js';
export { RunCancel } from './executor/run-cancel.js';
export { DEFAULT_LOG_CAP_BYTES, TRUNCATION_MARK } from './executor/run-log.js';
export { type ResumedStep, RUN_DEFAULTS, type RunOptions } from './executor/run-options.js';
export {
  chooseUpstreamData,
  runStep,
  type StepRunOptions,
  type UpstreamChoice,
  type UpstreamSource,
} from './executor/run-step.js';
export { runWorkflow } from './executor/run-workflow.js';
export { createInProcessSubworkflowPort, type InProcessSubworkflowOptions } from './executor/subworkflow.js';
// Mapper functions
export {
  type MapperFunctionDefinition,
  mapperFunctionDefinitions,
  mapperFunctions,
} from './functions/index.js';
export { type FunctionRuntime, type RuntimeToken, runtimeToken } from './functions/runtime.js';
// Mapping
export { buildDataSourcesTree, type DataSource } from './mapping/data-sources.js';
export {
  type CompiledExpression,
  compileExpression,
  DEFAULT_EXPRESSION_LIMITS,
  type ExpressionLimits,
  IN_PROCESS_BUDGET_MS,
} from './mapping/expression.js';
export { MAX_IN_PROCESS_NODES, runsInProcess } from './mapping/in-process.js';
export { type CompiledParams, compileParams, interpolate, type ResolvedParams } from './mapping/params.js';
export type { MappingScope } from './mapping/scope.js';
// Ports
export type * from './ports/index.js';
// User regular expressions (linear time)
export {
  UserRegExp,
  type UserRegexMatch,
  userRegex,
  userRegexFromText,
  userRegexSize,
} from './regex/user-regex.js';
// Services
export {
  type ControlSpec,
  defineService,
  MERGE_MODES,
  type MergeMode,
  type ServiceDefinition,
  type ServiceLookup,
  type ServiceSpec,
  type StepContext,
  type StepInput,
  type StepNodeInfo,
  type StepResult,
  type StepRunInfo,
  type SubStepEntry,
} from './services/definition.js';
export {
  type AuthorizationOptions,
  type BooleanOptions,
  type NumberOptions,
  type PropField,
  type PropMeta,
  prop,
  propFields,
  type SelectOptions,
  type TextOptions,
  type ValueOptions,
} from './services/props.js';
export {
  defineStep,
  type StepDefinition,
  type StepParams,
  type StepProps,
  type StepSpec,
} from './services/step.js';
export {
  stepLabel,
  type ValidationIssue,
  type ValidationIssueCode,
  WorkflowValidationError,
} from './validation/issues.js';
