/**
 * The last pointer position over the canvas, in screen pixels: Ctrl+V pastes there. A plain variable,
 * not state, because it changes on every mouse move and nothing renders from it.
 */
let last: { x: number; y: number } | null = null;

export const canvasPointer = {
  set(x: number, y: number) {
    last = { x, y };
  },
  clear() {
    last = null;
  },
  get: () => last,
};
