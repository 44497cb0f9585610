import { z } from 'zod';
import { NodePosition, WorkflowEdge, WorkflowNode } from './graph.js';

/**
 * One edit of a workflow's graph, as data: the designer and the server (an import, a copy, an integration's
 * workflow built from its template) apply the same operations with the engine's `applyOperation`, so a rule
 * such as "deleting a step deletes its edges" is written once. Handles are named as on the canvas: 'main'
 * is the default output (an edge leaving it is stored with `sourceHandle: null`).
 */

/** A step's output: the step and one of its handles. */
export const OutputRef = z.object({ source: z.string().min(1), handle: z.string().min(1) });
export type OutputRef = z.infer<typeof OutputRef>;

/** What `updateStep` may change; the name goes through `renameStep`, the place through `moveSteps`. */
export const StepPatch = WorkflowNode.pick({ action: true, params: true, settings: true, pinnedData: true })
  .partial()
  .strict();
export type StepPatch = z.infer<typeof StepPatch>;

export const StepMove = z.object({ stepId: z.string().min(1), position: NodePosition });
export type StepMove = z.infer<typeof StepMove>;

export const GraphOperation = z.discriminatedUnion('type', [
  /** Adds a step where it says, unwired. Its id and name are made unique. */
  z.object({ type: z.literal('addStep'), step: WorkflowNode }),
  /** Adds a step wired from `after`; what that output led to now follows the new step. */
  z.object({ type: z.literal('addStepAfter'), step: WorkflowNode, after: OutputRef }),
  /** Puts a step into an edge: source → new step → target. */
  z.object({ type: z.literal('insertStepIntoEdge'), step: WorkflowNode, edgeId: z.string().min(1) }),
  /** Wires an output to a step (refused into a trigger, into itself, or twice the same way). */
  z.object({
    type: z.literal('connect'),
    from: OutputRef,
    target: z.string().min(1),
    targetHandle: z.string().nullable().optional(),
  }),
  z.object({ type: z.literal('disconnect'), edgeIds: z.array(z.string()) }),
  /** Deletes steps and every edge into or out of them. */
  z.object({ type: z.literal('deleteSteps'), stepIds: z.array(z.string()) }),
  /**
   * Adds copied steps and the edges between them, ids and names made fresh where they clash, their top-left
   * corner at `at`. A graph with unique ids and names pasted into an empty one at its own top-left corner
   * comes back as it was.
   */
  z.object({
    type: z.literal('pasteSteps'),
    nodes: z.array(WorkflowNode),
    edges: z.array(WorkflowEdge),
    at: NodePosition,
  }),
  z.object({ type: z.literal('renameStep'), stepId: z.string().min(1), name: z.string() }),
  z.object({ type: z.literal('moveSteps'), moves: z.array(StepMove) }),
  /** Changes a step's action, params or settings; edges leaving by a handle it no longer has go too. */
  z.object({ type: z.literal('updateStep'), stepId: z.string().min(1), patch: StepPatch }),
]);
export type GraphOperation = z.infer<typeof GraphOperation>;
