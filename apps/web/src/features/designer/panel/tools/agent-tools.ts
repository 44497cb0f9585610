import type { ServiceDescriptor } from '@flowlane/contracts';
import { z } from 'zod';

const Approval = { needsApproval: z.boolean().optional() };

/**
 * The AI Agent's tools as its `tools` param stores them (the services' AgentTool, which parses them again
 * at run time). Loose objects: keys the picker does not edit (a step tool's fixed params) are kept.
 */
export const AgentToolEntry = z.discriminatedUnion('kind', [
  z.looseObject({
    kind: z.literal('step'),
    serviceId: z.string().min(1),
    name: z.string().optional(),
    description: z.string().optional(),
    authorization: z.string().optional(),
    ...Approval,
  }),
  z.looseObject({
    kind: z.literal('workflow'),
    workflowId: z.string().min(1),
    name: z.string().min(1),
    description: z.string().min(1),
    inputSchema: z.record(z.string(), z.unknown()).optional(),
    ...Approval,
  }),
  z.looseObject({
    kind: z.literal('mcp'),
    authorization: z.string().min(1),
    tools: z.array(z.string()).optional(),
    ...Approval,
  }),
]);
export type AgentToolEntry = z.infer<typeof AgentToolEntry>;
export type AgentToolKind = AgentToolEntry['kind'];
export const AGENT_TOOL_KINDS: readonly AgentToolKind[] = ['step', 'workflow', 'mcp'];

/** The list the picker shows, or null when the value is something it cannot read (a mapping, other JSON). */
export function toolsOf(value: unknown): AgentToolEntry[] | null {
  if (value === undefined || value === null) return [];
  const parsed = z.array(AgentToolEntry).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The param to store: nothing for no tools (the step's default, an empty list). */
export function storedTools(list: readonly AgentToolEntry[]): AgentToolEntry[] | undefined {
  return list.length === 0 ? undefined : [...list];
}

/** The list with tool `index` needing a person's approval, or not (the key left out then). */
export function withApproval(
  list: readonly AgentToolEntry[],
  index: number,
  needed: boolean,
): AgentToolEntry[] {
  return list.map((tool, i) => {
    if (i !== index) return tool;
    const { needsApproval: _old, ...rest } = tool;
    return needed ? { ...tool, needsApproval: true } : rest;
  });
}

export function withoutTool(list: readonly AgentToolEntry[], index: number): AgentToolEntry[] {
  return list.filter((_, i) => i !== index);
}

/** "a, b ,, c" → ["a", "b", "c"]; nothing when no name is given (all of the server's tools). */
export function toolNamesOf(text: string): string[] | undefined {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length === 0 ? undefined : names;
}

/** Steps nobody may hand to the agent: an n8n import's stand-in, and the agent itself. */
const NOT_TOOLS = new Set(['n8n.placeholder', 'ai.agent']);

/** The catalogue's steps that can be a tool: actions (app operations, HTTP Request…), not triggers or flow control. */
export function toolSteps(services: readonly ServiceDescriptor[]): ServiceDescriptor[] {
  return services
    .filter((service) => service.kind === 'action' && !NOT_TOOLS.has(service.id))
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

/** A workflow tool's input schema from its text: none when empty; an error unless an object's schema. */
export function inputSchemaOf(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    const parsed = z.record(z.string(), z.unknown()).safeParse(JSON.parse(text));
    return parsed.success && parsed.data.type === 'object' ? { ok: true, value: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** A tool name the providers accept, from a workflow's title (letters, digits, _ and -). */
export function toolNameFromTitle(title: string): string {
  return (
    title
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || 'workflow'
  );
}
