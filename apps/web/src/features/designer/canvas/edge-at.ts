/**
 * The edge under a screen point, if any: the id of the nearest React Flow edge whose wide, invisible
 * interaction stroke is under the point or a few pixels above or below it (a step dropped "on" a line is
 * rarely dropped exactly on it).
 */
export function edgeAt(x: number, y: number): { id: string; element: Element } | undefined {
  for (const dy of [0, -6, 6, -12, 12]) {
    for (const element of document.elementsFromPoint(x, y + dy)) {
      const edge = element.closest('.react-flow__edge');
      const id = edge?.getAttribute('data-id');
      if (edge && id) return { id, element: edge };
    }
  }
  return undefined;
}

let marked: Element | null = null;

/** Highlights the edge a dragged step would go into (null: none). */
export function markDropEdge(element: Element | null) {
  if (marked === element) return;
  marked?.classList.remove('is-drop-target');
  element?.classList.add('is-drop-target');
  marked = element;
}
