import type { StepContext, SubStepEntry } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { dynamicTool, jsonSchema, type ToolSet } from 'ai';
import { z } from 'zod';
import { loadCredential } from '../support/credentials.js';

/** A JSON Schema object as the tool entries and the SDKs carry it. */
const SchemaObject = z.record(z.string(), z.unknown());

const Approval = {
  /** A person approves each call before it runs (see `needsApproval` in the step's help). */
  needsApproval: z.boolean().optional(),
};

/** One of the agent's tools, as its panel stores them (the step's `tools` param). */
export const AgentTool = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('step'),
    /** A step of the catalogue: an app operation (`slack.send_message`), HTTP Request, a database query… */
    serviceId: z.string().min(1),
    name: z.string().optional(),
    description: z.string().optional(),
    /** The step's authorization, chosen by the person: the model never sees or picks it. */
    authorization: z.string().optional(),
    /** Params the person fixed: the model neither sees nor sets them. */
    params: z.record(z.string(), z.unknown()).optional(),
    ...Approval,
  }),
  z.object({
    kind: z.literal('workflow'),
    workflowId: z.string().min(1),
    name: z.string().min(1),
    description: z.string().min(1),
    /** The sub-workflow's input (its trigger data) as JSON Schema; any object when absent. */
    inputSchema: SchemaObject.optional(),
    ...Approval,
  }),
  z.object({
    kind: z.literal('mcp'),
    /** An authorization of kind `mcp`: the server's address and its token. */
    authorization: z.string().min(1),
    /** Only these of the server's tools; all of them when absent. */
    tools: z.array(z.string()).optional(),
    ...Approval,
  }),
]);
export type AgentTool = z.infer<typeof AgentTool>;

/** A tool call the run log keeps, waiting for its model turn to be logged first. */
export type ToolCallLog = Omit<SubStepEntry, 'key'>;

export interface ToolBox {
  tools: ToolSet;
  close(): Promise<void>;
}

interface BuildOptions {
  ctx: StepContext<unknown>;
  fetch: typeof globalThis.fetch;
  /** Called as each tool call ends (or is refused), in the order they end. */
  onCall(entry: ToolCallLog): void;
}

/** A tool name providers accept (letters, digits, _ and -, at most 64), unique in the set. */
function toolName(wanted: string, taken: ToolSet): string {
  const base = wanted.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 60) || 'tool';
  let name = base;
  for (let n = 2; name in taken; n += 1) name = `${base}_${n}`;
  return name;
}

/** A step's tool schema without what the person fixed (its authorization and fixed params). */
function withoutFixed(schema: Record<string, unknown>, fixed: readonly string[]): Record<string, unknown> {
  const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
  for (const key of fixed) delete properties[key];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((key) => typeof key === 'string' && !fixed.includes(key))
    : [];
  return { ...schema, type: 'object', properties, required };
}

const APPROVAL_REFUSAL =
  'Not run: this tool needs a person’s approval before each call, and approvals are not available yet.';

/** Runs one call, timing it and logging it as a sub-step; a failure is the tool's result, not the run's. */
async function logged(
  options: BuildOptions,
  what: { name: string; serviceId: string; needsApproval: boolean | undefined },
  input: unknown,
  call: () => Promise<unknown>,
): Promise<unknown> {
  const clock = options.ctx.ports.clock;
  const startedAt = clock.now();
  const entry = (status: 'succeeded' | 'failed', output: unknown, error?: SubStepEntry['error']) =>
    options.onCall({
      name: what.name,
      serviceId: what.serviceId,
      status,
      input,
      output,
      startedAt,
      durationMs: clock.now() - startedAt,
      ...(error ? { error } : {}),
    });
  if (what.needsApproval) {
    entry('failed', null, { kind: 'user', code: 'TOOL_NEEDS_APPROVAL', message: APPROVAL_REFUSAL });
    return { error: APPROVAL_REFUSAL };
  }
  try {
    const output = await call();
    entry('succeeded', output);
    return output;
  } catch (error) {
    if (options.ctx.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    entry('failed', null, { kind: error instanceof UserError ? 'user' : 'operational', message });
    // The model reads the failure and may try otherwise; the run goes on.
    return { error: message };
  }
}

function stepTool(options: BuildOptions, entry: Extract<AgentTool, { kind: 'step' }>, taken: ToolSet) {
  const { ctx } = options;
  const service = ctx.services.get(entry.serviceId);
  const schema = service?.toJsonSchema?.();
  if (!service || !schema || service.descriptor.kind !== 'action' || service.control) {
    throw new UserError(`The step "${entry.serviceId}" cannot be an AI Agent tool`, {
      code: 'AGENT_TOOL_INVALID',
      nodeId: ctx.node.id,
    });
  }
  const fixed = { ...entry.params, ...(entry.authorization ? { authorization: entry.authorization } : {}) };
  const name = toolName(entry.name ?? entry.serviceId, taken);
  const what = {
    name: `${ctx.node.name} → ${service.descriptor.name}`,
    serviceId: entry.serviceId,
    needsApproval: entry.needsApproval,
  };
  taken[name] = dynamicTool({
    description: entry.description ?? service.descriptor.description,
    inputSchema: jsonSchema(withoutFixed(schema as Record<string, unknown>, Object.keys(fixed)) as never),
    execute: (input) =>
      logged(options, what, input, async () => {
        const params = { ...(input as Record<string, unknown>), ...fixed };
        const result = await service.execute(ctx.withParams(params) as StepContext<Record<string, unknown>>);
        return result.output;
      }),
  });
}

function workflowTool(
  options: BuildOptions,
  entry: Extract<AgentTool, { kind: 'workflow' }>,
  taken: ToolSet,
) {
  const { ctx } = options;
  const name = toolName(entry.name, taken);
  const what = {
    name: `${ctx.node.name} → ${entry.name}`,
    serviceId: 'flow.subworkflow',
    needsApproval: entry.needsApproval,
  };
  taken[name] = dynamicTool({
    description: entry.description,
    inputSchema: jsonSchema((entry.inputSchema ?? { type: 'object', additionalProperties: true }) as never),
    execute: (input) =>
      logged(options, what, input, async () => {
        const result = await ctx.runSubworkflow(entry.workflowId, input);
        if (result.status !== 'succeeded')
          throw new UserError(result.error?.message ?? `The workflow ended ${result.status}`, {
            code: 'AGENT_TOOL_FAILED',
          });
        return result.output;
      }),
  });
}

const McpConnection = z.object({ url: z.string().url(), token: z.string().optional() });

async function mcpTools(
  options: BuildOptions,
  entry: Extract<AgentTool, { kind: 'mcp' }>,
  taken: ToolSet,
): Promise<Client> {
  const { ctx } = options;
  const credential = await loadCredential(ctx, entry.authorization, ['mcp']);
  const parsed = McpConnection.safeParse(
    Object.fromEntries(Object.entries(credential.fields).filter(([, v]) => v !== '' && v !== null)),
  );
  if (!parsed.success)
    throw new UserError(`The authorization "${entry.authorization}" needs the MCP server's address`, {
      code: 'AUTHORIZATION_INVALID',
      nodeId: ctx.node.id,
    });
  const { url, token } = parsed.data;
  const client = new Client({ name: 'flowlane-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: options.fetch,
    ...(token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  try {
    await client.connect(transport, { signal: ctx.signal });
    const listed = await client.listTools(undefined, { signal: ctx.signal });
    for (const remote of listed.tools) {
      if (entry.tools && !entry.tools.includes(remote.name)) continue;
      const name = toolName(remote.name, taken);
      const what = {
        name: `${ctx.node.name} → ${remote.name}`,
        serviceId: 'mcp.tool',
        needsApproval: entry.needsApproval,
      };
      taken[name] = dynamicTool({
        description: remote.description ?? remote.name,
        inputSchema: jsonSchema(remote.inputSchema as never),
        execute: (input) =>
          logged(options, what, input, async () => {
            const result = await client.callTool(
              { name: remote.name, arguments: input as Record<string, unknown> },
              undefined,
              { signal: ctx.signal },
            );
            if (result.isError) {
              const text = Array.isArray(result.content)
                ? result.content.map((part) => ('text' in part ? part.text : '')).join('\n')
                : '';
              throw new UserError(text || `The MCP tool ${remote.name} failed`, {
                code: 'AGENT_TOOL_FAILED',
              });
            }
            return result.structuredContent ?? result.content;
          }),
      });
    }
  } catch (error) {
    await client.close().catch(() => undefined);
    if (error instanceof UserError) throw error;
    throw new UserError(
      `The MCP server at ${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      { code: 'AGENT_MCP_UNREACHABLE', nodeId: ctx.node.id },
    );
  }
  return client;
}

/** The agent's tools as the AI SDK takes them; MCP connections stay open until `close`. */
export async function buildTools(entries: readonly AgentTool[], options: BuildOptions): Promise<ToolBox> {
  const tools: ToolSet = {};
  const clients: Client[] = [];
  const close = async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  };
  try {
    for (const entry of entries) {
      if (entry.kind === 'step') stepTool(options, entry, tools);
      else if (entry.kind === 'workflow') workflowTool(options, entry, tools);
      else clients.push(await mcpTools(options, entry, tools));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { tools, close };
}
