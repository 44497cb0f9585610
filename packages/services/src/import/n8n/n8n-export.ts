import { z } from 'zod';

/**
 * An n8n workflow as its editor exports it (1.x and 2.x share the shape): nodes by name, and connections
 * keyed by the source node's name, per connection type ('main' for data; AI nodes use others), per output
 * index, each a list of targets with the target's input index. Parsed loosely: exports carry many fields
 * this import does not read, and older ones leave out `id` or `typeVersion`.
 */
export const N8nNode = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1),
  type: z.string().min(1),
  typeVersion: z.number().optional(),
  position: z.tuple([z.number(), z.number()]).optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  credentials: z.record(z.string(), z.unknown()).optional(),
  disabled: z.boolean().optional(),
  notes: z.string().optional(),
  retryOnFail: z.boolean().optional(),
  maxTries: z.number().optional(),
  waitBetweenTries: z.number().optional(),
  continueOnFail: z.boolean().optional(),
  onError: z.string().optional(),
  webhookId: z.string().optional(),
});
export type N8nNode = z.infer<typeof N8nNode>;

const N8nTarget = z.looseObject({
  node: z.string(),
  type: z.string().optional(),
  index: z.number().int().min(0),
});
export type N8nTarget = z.infer<typeof N8nTarget>;

/** Output index → its targets; n8n writes null (or nothing) for an output that leads nowhere. */
const N8nOutputs = z.array(z.array(N8nTarget).nullable().optional());

export const N8nConnections = z.record(z.string(), z.record(z.string(), N8nOutputs));
export type N8nConnections = z.infer<typeof N8nConnections>;

export const N8nWorkflow = z.looseObject({
  name: z.string().optional(),
  nodes: z.array(N8nNode),
  connections: N8nConnections.default({}),
});
export type N8nWorkflow = z.infer<typeof N8nWorkflow>;

/** Where the workflow sits in what was pasted: an export, a template (`workflow.workflow`), or a copy of nodes. */
const Wrapped = z.looseObject({ workflow: z.unknown() });
const Named = z.looseObject({ name: z.string() });

export class N8nExportError extends Error {}

/**
 * The n8n workflow in a pasted or uploaded document: the export itself, the templates API's
 * `{ workflow: { name, workflow: { nodes, connections } } }`, or the template's inner `workflow`.
 * Throws N8nExportError with a message a person can act on when it is none of them.
 */
export function readN8nWorkflow(input: unknown): N8nWorkflow {
  let current: unknown = input;
  let name: string | undefined;
  for (let depth = 0; depth < 3; depth += 1) {
    const direct = N8nWorkflow.safeParse(current);
    if (direct.success) return { ...direct.data, name: direct.data.name ?? name };
    const wrapped = Wrapped.safeParse(current);
    if (!wrapped.success) break;
    const named = Named.safeParse(current);
    if (named.success) name ??= named.data.name;
    current = wrapped.data.workflow;
  }
  const attempt = N8nWorkflow.safeParse(input);
  const issue = attempt.success ? undefined : attempt.error.issues[0];
  const looksLikeN8n = typeof input === 'object' && input !== null && 'nodes' in input;
  throw new N8nExportError(
    looksLikeN8n && issue
      ? `This n8n export is damaged: ${issue.path.join('.')} ${issue.message}`
      : 'This is not an n8n workflow export: it has no "nodes" list.',
  );
}
