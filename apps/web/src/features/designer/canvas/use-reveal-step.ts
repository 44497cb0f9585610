import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { DEFAULT_NODE_HEIGHT, NODE_WIDTH } from '../model/types';

/** Time for the step panel to open (it narrows the canvas) before checking what is in view. */
const SETTLE_MS = 60;
const MARGIN = 32;

/** How far to move a span [start, end] so it fits in [0, size] with a margin; 0 when it already does. */
export function shiftIntoView(start: number, end: number, size: number): number {
  if (end > size - MARGIN) {
    const shift = size - MARGIN - end;
    return start + shift < MARGIN ? MARGIN - start : shift;
  }
  return start < MARGIN ? MARGIN - start : 0;
}

/**
 * Pans just enough to show a step that landed outside the canvas (off-screen, or under the panel that
 * opened with it), so the step it was added after mostly stays in view too. The canvas is measured from
 * the DOM: React Flow's own size lags a resize.
 */
export function useRevealStep(): (id: string) => void {
  const flow = useReactFlow();
  return useCallback(
    (id: string) => {
      setTimeout(() => {
        const node = flow.getNode(id);
        const canvas = document.querySelector('.fl-canvas')?.getBoundingClientRect();
        if (!node || !canvas) return;
        const { x, y, zoom } = flow.getViewport();
        const left = node.position.x * zoom + x;
        const top = node.position.y * zoom + y;
        const dx = shiftIntoView(left, left + (node.measured?.width ?? NODE_WIDTH) * zoom, canvas.width);
        const dy = shiftIntoView(
          top,
          top + (node.measured?.height ?? DEFAULT_NODE_HEIGHT) * zoom,
          canvas.height,
        );
        if (dx !== 0 || dy !== 0) void flow.setViewport({ x: x + dx, y: y + dy, zoom }, { duration: 200 });
      }, SETTLE_MS);
    },
    [flow],
  );
}
