import type { ServiceDescriptor, WorkflowNode, WorkflowResponse } from '@flowlane/contracts';
import type { Edge, Node } from '@xyflow/react';

/** A step as the canvas holds it: the workflow node without the fields React Flow keeps itself. */
export type StepData = Omit<WorkflowNode, 'id' | 'position'>;
export type StepNode = Node<StepData, 'step'>;
/** What a tab of the step panel shows: the step, and its service's descriptor (none while it loads). */
export type StepTabProps = { nodeId: string; data: StepData; service: ServiceDescriptor | undefined };
/** `sourceHandle` is always a handle id on the canvas; the default output is 'main' (null when saved). */
export type StepEdge = Edge;

export const STEP_NODE_TYPE = 'step';
/**
 * The default output ('main': an edge leaving it is saved with `sourceHandle: null`) and the output a failed
 * step's error leaves by when its on-error setting is 'errorEdge': the engine's names.
 */
export { ERROR_HANDLE, MAIN_HANDLE } from '@flowlane/engine/browser';

/** Layout sizes used before React Flow has measured a node (auto-layout, placement of new steps). */
export const NODE_WIDTH = 240;
export const DEFAULT_NODE_HEIGHT = 88;

/** A server validation issue (WorkflowResponse.issues). */
export type WorkflowIssue = WorkflowResponse['issues'][number];
