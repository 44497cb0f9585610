import type { OutputHandle } from '@flowlane/contracts';
import { type NodeHandle, Position } from '@xyflow/react';
import { MAIN_HANDLE } from './types';

/**
 * The step node's box, in pixels. NodeStyles draws the node with these numbers and nothing else decides
 * its size, so a step's size and handle positions can be known before it is drawn.
 *
 * Why: React Flow draws every step once to measure it, even with onlyRenderVisibleElements; steps whose
 * size and handles are given up front are drawn only when they come into view. Opening a 500-step
 * workflow then draws the twenty in view, not all 500.
 */
export const NODE_BOX = {
  width: 240,
  border: 1,
  head: 48,
  /** The problems line and its margin. */
  issues: 22,
  /** The output preview and its margin. */
  output: 44,
  /** One labelled output. */
  row: 18,
  /** Below the labelled outputs. */
  rowsEnd: 8,
  handle: 11,
} as const;

export type NodeContent = {
  handles: readonly OutputHandle[];
  hasInput: boolean;
  hasIssues: boolean;
  hasOutput: boolean;
};

/** One default output has no label row: its handle sits at the middle of the right edge. */
export const labelledOutputs = (handles: readonly OutputHandle[]) =>
  !(handles.length === 1 && handles[0]?.id === MAIN_HANDLE);

function headerHeight(content: NodeContent): number {
  return (
    NODE_BOX.border +
    NODE_BOX.head +
    (content.hasIssues ? NODE_BOX.issues : 0) +
    (content.hasOutput ? NODE_BOX.output : 0)
  );
}

export function nodeSize(content: NodeContent): { width: number; height: number } {
  const rows = labelledOutputs(content.handles)
    ? content.handles.length * NODE_BOX.row + NODE_BOX.rowsEnd
    : 0;
  return { width: NODE_BOX.width, height: headerHeight(content) + rows + NODE_BOX.border };
}

/** Where React Flow will measure the handles: centred on the border (left input, right outputs). */
export function nodeHandles(content: NodeContent): NodeHandle[] {
  const { height } = nodeSize(content);
  const half = NODE_BOX.handle / 2;
  const size = { width: NODE_BOX.handle, height: NODE_BOX.handle };
  const right = NODE_BOX.width - NODE_BOX.border - half;
  const handles: NodeHandle[] = [];
  if (content.hasInput) {
    handles.push({
      id: null,
      type: 'target',
      position: Position.Left,
      x: NODE_BOX.border - half,
      y: height / 2 - half,
      ...size,
    });
  }
  if (!labelledOutputs(content.handles)) {
    handles.push({
      id: MAIN_HANDLE,
      type: 'source',
      position: Position.Right,
      x: right,
      y: height / 2 - half,
      ...size,
    });
    return handles;
  }
  const top = headerHeight(content);
  content.handles.forEach((handle, index) => {
    const centre = top + index * NODE_BOX.row + NODE_BOX.row / 2;
    handles.push({
      id: handle.id,
      type: 'source',
      position: Position.Right,
      x: right,
      y: centre - half,
      ...size,
    });
  });
  return handles;
}
