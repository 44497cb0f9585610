import type { WorkflowNode, WorkflowResponse } from '@flowlane/contracts';
import type { Edge, Node } from '@xyflow/react';

/** A step as the canvas holds it: the workflow node without the fields React Flow keeps itself. */
export type StepData = Omit<WorkflowNode, 'id' | 'position'>;
export type StepNode = Node<StepData, 'step'>;
/** `sourceHandle` is always a handle id on the canvas; the default output is 'main' (null when saved). */
export type StepEdge = Edge;

export const STEP_NODE_TYPE = 'step';
/** The default output; an edge leaving it is saved with `sourceHandle: null` (engine's MAIN_HANDLE). */
export const MAIN_HANDLE = 'main';
/** Where a failed step sends its error when its on-error setting is 'errorEdge' (engine's ERROR_HANDLE). */
export const ERROR_HANDLE = 'error';

/** Layout sizes used before React Flow has measured a node (auto-layout, placement of new steps). */
export const NODE_WIDTH = 240;
export const DEFAULT_NODE_HEIGHT = 88;

/** A server validation issue (WorkflowResponse.issues). */
export type WorkflowIssue = WorkflowResponse['issues'][number];
