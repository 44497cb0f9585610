import type { CanvasView } from '@flowlane/contracts';
import type { Viewport } from '@xyflow/react';

/**
 * The spec's zoom range is 0..2, but React Flow divides by the zoom (a zoom of 0 makes every position
 * infinite), so the lower bound is clamped to a tiny positive zoom that still shows a 500-step workflow.
 */
export const MIN_ZOOM_FLOOR = 0.05;

export type CanvasBehaviour = {
  defaultViewport: Viewport;
  minZoom: number;
  maxZoom: number;
  zooming: boolean;
  panning: boolean;
  boxSelection: boolean;
};

/** React Flow's settings from the workflow's `data.view` (spec section 3, "Workflow defaults"). */
export function canvasBehaviour(view: CanvasView): CanvasBehaviour {
  const minZoom = Math.max(view.minZoom, MIN_ZOOM_FLOOR);
  const maxZoom = Math.max(view.maxZoom, minZoom);
  const zoom = Math.min(Math.max(view.zoom, minZoom), maxZoom);
  return {
    defaultViewport: { x: view.pan.x, y: view.pan.y, zoom },
    minZoom,
    maxZoom,
    zooming: view.zooming,
    panning: view.panning,
    boxSelection: view.boxSelection,
  };
}

/** The view to save: where the user left the canvas, so it opens there next time. */
export function viewWithViewport(view: CanvasView, viewport: Viewport): CanvasView {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { ...view, zoom: round(viewport.zoom), pan: { x: round(viewport.x), y: round(viewport.y) } };
}
