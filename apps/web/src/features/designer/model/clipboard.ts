import { WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
import { z } from 'zod';
import { toWorkflowEdge, toWorkflowNode } from './graph-convert';
import type { StepEdge, StepNode } from './types';

/**
 * What Ctrl+C puts on the clipboard: the selected steps and the edges between them. Pasting is the
 * engine's `pasteSteps` operation (fresh ids and names, mappings between the pasted steps following them).
 */
export const ClipboardPayload = z.object({
  flowlane: z.literal('steps'),
  version: z.literal(1),
  /** Whose copy this is: a copy left in the browser by one user is never pasted for the next. */
  userId: z.string().nullable(),
  nodes: z.array(WorkflowNode),
  edges: z.array(WorkflowEdge),
});
export type ClipboardPayload = z.infer<typeof ClipboardPayload>;

/** The copy of the selection, or null when nothing is selected. */
export function copySelection(
  nodes: readonly StepNode[],
  edges: readonly StepEdge[],
  userId: string | null,
): ClipboardPayload | null {
  const chosen = nodes.filter((n) => n.selected);
  if (chosen.length === 0) return null;
  const ids = new Set(chosen.map((n) => n.id));
  return {
    flowlane: 'steps',
    version: 1,
    userId,
    nodes: chosen.map(toWorkflowNode),
    edges: edges.filter((e) => ids.has(e.source) && ids.has(e.target)).map(toWorkflowEdge),
  };
}

export function parseClipboard(
  text: string | null | undefined,
  userId: string | null,
): ClipboardPayload | null {
  if (!text) return null;
  try {
    const parsed = ClipboardPayload.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.userId === userId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Local storage carries a copy between workflows and tabs even where the system clipboard is refused. */
export const CLIPBOARD_KEY = 'flowlane.designer.clipboard';

export async function writeClipboard(payload: ClipboardPayload): Promise<void> {
  const text = JSON.stringify(payload);
  localStorage.setItem(CLIPBOARD_KEY, text);
  try {
    await navigator.clipboard?.writeText(text);
  } catch {
    // Without permission (or focus) the system clipboard stays as it was; local storage still has the copy.
  }
}

export async function readClipboard(userId: string | null): Promise<ClipboardPayload | null> {
  try {
    const fromSystem = parseClipboard(await navigator.clipboard?.readText(), userId);
    if (fromSystem) return fromSystem;
  } catch {
    // Reading the system clipboard needs a permission the browser may refuse; fall back to our own copy.
  }
  return parseClipboard(localStorage.getItem(CLIPBOARD_KEY), userId);
}

export function clearClipboard(): void {
  localStorage.removeItem(CLIPBOARD_KEY);
}
