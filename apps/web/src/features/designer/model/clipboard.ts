import { WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
import { z } from 'zod';
import { toStepEdge, toStepNode, toWorkflowEdge, toWorkflowNode } from './graph-convert';
import { uniqueId, uniqueName } from './ids';
import type { StepEdge, StepNode } from './types';

/** What Ctrl+C puts on the clipboard: the selected steps and the edges between them. */
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mappings between pasted steps follow their steps to the new ids (`steps.http` → `steps.http_2`). */
function renameReferences(params: Record<string, unknown>, renamed: ReadonlyMap<string, string>) {
  let json = JSON.stringify(params);
  for (const [from, to] of renamed) {
    if (from === to) continue;
    json = json.replace(new RegExp(`steps\\.${escapeRegExp(from)}(?![A-Za-z0-9_])`, 'g'), `steps.${to}`);
  }
  const parsed: unknown = JSON.parse(json);
  return z.record(z.string(), z.unknown()).parse(parsed);
}

/**
 * The clipboard's steps made ready to add: fresh ids and names where they clash, moved so the group's
 * top-left corner lands on `anchor`, and selected (so they can be moved or copied again at once).
 */
export function preparePaste(
  payload: ClipboardPayload,
  existing: readonly StepNode[],
  existingEdgeIds: ReadonlySet<string>,
  anchor: { x: number; y: number },
): { nodes: StepNode[]; edges: StepEdge[] } {
  const ids = new Set(existing.map((n) => n.id));
  const names = new Set(existing.map((n) => n.data.name));
  const renamed = new Map<string, string>();
  for (const node of payload.nodes) {
    const id = uniqueId(node.id, ids);
    ids.add(id);
    renamed.set(node.id, id);
  }
  const left = Math.min(...payload.nodes.map((n) => n.position.x));
  const top = Math.min(...payload.nodes.map((n) => n.position.y));
  const nodes = payload.nodes.map((node) => {
    const name = uniqueName(node.name, names);
    names.add(name);
    return toStepNode(
      {
        ...node,
        id: renamed.get(node.id) ?? node.id,
        name,
        params: renameReferences(node.params, renamed),
        position: { x: node.position.x - left + anchor.x, y: node.position.y - top + anchor.y },
      },
      true,
    );
  });
  const edgeIds = new Set(existingEdgeIds);
  const edges = payload.edges.flatMap((edge) => {
    const source = renamed.get(edge.source);
    const target = renamed.get(edge.target);
    if (!source || !target) return [];
    const id = uniqueId(`${source}-${edge.sourceHandle ?? 'main'}-${target}`, edgeIds);
    edgeIds.add(id);
    return [toStepEdge({ ...edge, id, source, target }, true)];
  });
  return { nodes, edges };
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
