/**
 * The engine's pure modules for the browser (`@flowlane/engine/browser`): graph edits and helpers, the
 * `{{ }}` template syntax, output handles, data-source paths. Nothing here may import a Node module, the
 * executor or JSONata (browser-entry.test.ts checks it); `src/index.ts` exports all of this too.
 */
// Graph helpers
export { getChildNodes } from './graph/get-child-nodes.js';
export { getParentNodes } from './graph/get-parent-nodes.js';
export { type GraphIndex, incomingEdges, indexGraph, outgoingEdges } from './graph/graph-index.js';
export { ERROR_HANDLE, handleOf, LOOP_BODY_HANDLE, LOOP_DONE_HANDLE, MAIN_HANDLE } from './graph/handles.js';
export { findLoopStructure, type LoopStructure } from './graph/loop-structure.js';
// Graph edits
export {
  acceptsInput,
  applyOperation,
  applyOperations,
  canConnect,
  type DescribeService,
  describeNoService,
  downstreamOf,
  firstOutputOf,
  freeSpot,
  type GraphParts,
  idBase,
  knownOutputHandles,
  newEdgeId,
  outputHandleList,
  type PlacedStep,
  placeAfter,
  positionAfter,
  STEP_GAP_X,
  STEP_GAP_Y,
  uniqueId,
  uniqueName,
  type Wire,
} from './graph/operations/index.js';
export { isReachable, type ReachOptions, reachableFromEdges } from './graph/reachability.js';
export { type TopologicalOrder, topologicalOrder } from './graph/topological-order.js';
// Mapping syntax
export { pathSegment, schemaSourceItems } from './mapping/data-sources.js';
export {
  caretInMapping,
  checkTemplate,
  hasMapping,
  isSingleMapping,
  parseTemplate,
  type TemplateCheck,
  type TemplatePart,
  type TemplateProblem,
} from './mapping/template.js';
// Validation
export { outputHandlesOf } from './validation/output-handles.js';
