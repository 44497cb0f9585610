// Graph edits are reached through applyOperation; the helpers are what a caller needs to build operations.
export { applyOperation, applyOperations } from './apply-operation.js';
export { canConnect } from './connect.js';
export type { GraphParts } from './graph-parts.js';
export {
  downstreamOf,
  freeSpot,
  type PlacedStep,
  placeAfter,
  positionAfter,
  STEP_GAP_X,
  STEP_GAP_Y,
  type Wire,
} from './placement.js';
export { idBase, newEdgeId, uniqueId, uniqueName } from './step-names.js';
export {
  acceptsInput,
  type DescribeService,
  describeNoService,
  firstOutputOf,
  knownOutputHandles,
  outputHandleList,
} from './step-services.js';
