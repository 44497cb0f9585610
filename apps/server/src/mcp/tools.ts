import { WebhookReply, WorkflowMcpTool } from '@flowlane/contracts';
import type { AuthedUser } from '../accounts/authed-user.js';
import type { RoutesContext } from '../context.js';
import { runsRepository, type WorkflowRecord, workflowsRepository } from '../db/index.js';
import { conflict } from '../http/errors.js';
import { runErrorMessage } from '../runs/runtime.js';

/** The MCP endpoint's path (scopes.ts gives it the `mcp` scope). */
export const MCP_PATH = '/api/mcp';

export type McpContext = RoutesContext<'runtime'>;

/** A workflow served as an MCP tool: its settings as stored in its data. */
export type McpToolWorkflow = { workflow: WorkflowRecord; tool: WorkflowMcpTool };

/** What a tool call answers: the text MCP clients show, the JSON for those that read it, or an error. */
export type McpToolOutcome = { isError: boolean; text: string; structured?: Record<string, unknown> };

export const MCP_MESSAGES = {
  unknownTool: (name: string) =>
    `No MCP tool named "${name}" in this team. List the tools to see the names you can call.`,
  missingArguments: (names: string[]) => `Missing required arguments: ${names.join(', ')}.`,
  queueDown:
    'The queue is unavailable, so the workflow cannot answer now; the run is stored and starts when the queue is back.',
  timeout: (seconds: number) =>
    `The workflow did not answer within ${seconds} seconds; it goes on running (see the run log).`,
  failed: (status: string, error: string) => `The workflow run ${status}: ${error}`,
  nameTaken: (name: string, workflow: string) =>
    `The MCP tool name "${name}" is taken by the workflow "${workflow}". Choose another name.`,
} as const;

/** The team's workflows marked as MCP tools, each with its settings (a name taken twice: the oldest). */
export async function teamMcpTools(ctx: McpContext, teamId: string): Promise<McpToolWorkflow[]> {
  const rows = await workflowsRepository(ctx.database.db).listMcpTools(teamId);
  const seen = new Set<string>();
  const tools: McpToolWorkflow[] = [];
  for (const workflow of rows) {
    const settings = WorkflowMcpTool.safeParse((workflow.data as { mcp?: unknown } | null)?.mcp);
    if (!settings.success || !settings.data.enabled || seen.has(settings.data.name)) continue;
    seen.add(settings.data.name);
    tools.push({ workflow, tool: settings.data });
  }
  return tools;
}

/**
 * Refuses a workflow's MCP tool settings whose name another of the team's served tools has (a client
 * could not tell the two apart): a 409 naming the workflow that holds it.
 */
export async function checkMcpToolName(
  ctx: Pick<McpContext, 'database'>,
  teamId: string,
  workflowId: string,
  data: { mcp?: WorkflowMcpTool | undefined },
): Promise<void> {
  const wanted = data.mcp;
  if (!wanted?.enabled) return;
  const rows = await workflowsRepository(ctx.database.db).listMcpTools(teamId);
  const holder = rows.find((row) => {
    if (row.id === workflowId) return false;
    const settings = WorkflowMcpTool.safeParse((row.data as { mcp?: unknown } | null)?.mcp);
    return settings.success && settings.data.enabled && settings.data.name === wanted.name;
  });
  if (holder) throw conflict(MCP_MESSAGES.nameTaken(wanted.name, holder.title));
}

/**
 * A call's arguments as the workflow's trigger reads them: for a Webhook workflow, a request whose body
 * they are (so `trigger.body.city`, as the data-sources tree offers it, reads them as a real call's would);
 * for the others, the arguments themselves.
 */
function triggerDataOf(graph: unknown, args: Record<string, unknown>): unknown {
  const nodes = (graph as { nodes?: { serviceId?: unknown }[] } | undefined)?.nodes ?? [];
  if (!nodes.some((node) => node.serviceId === 'trigger.webhook')) return args;
  return {
    method: 'POST',
    path: MCP_PATH,
    query: {},
    body: args,
    headers: {},
    receivedAt: new Date().toISOString(),
  };
}

/** A JSON value as an MCP structuredContent object (an object as it is, anything else under "result"). */
function structured(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { result: value ?? null };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

function missingRequired(schema: Record<string, unknown>, args: Record<string, unknown>): string[] {
  const required = Array.isArray(schema.required) ? schema.required : [];
  return required.filter((name): name is string => typeof name === 'string' && !(name in args));
}

/**
 * Calls a tool: starts a run of its workflow with the arguments as trigger data, the way a synchronous
 * webhook does (the runtime's plan checks and concurrency in `enqueue`, metered, in the run log), and
 * answers with the workflow's reply (a Webhook Response step), else the run's output.
 */
export async function callMcpTool(
  ctx: McpContext,
  user: AuthedUser,
  found: McpToolWorkflow,
  args: Record<string, unknown>,
): Promise<McpToolOutcome> {
  const missing = missingRequired(found.tool.inputSchema, args);
  if (missing.length > 0) return { isError: true, text: MCP_MESSAGES.missingArguments(missing) };
  const { workflow } = found;
  const graph = await ctx.runtime.versionGraph(workflow.id, workflow.version);
  if (graph === undefined) return { isError: true, text: MCP_MESSAGES.unknownTool(found.tool.name) };
  const runId = crypto.randomUUID();
  const wait = !ctx.runtime.queueDown();
  // Listen before the run exists, so a run that finishes at once cannot be missed.
  const replyPromise = wait ? ctx.runtime.waitForReply(runId, ctx.config.webhookSyncTimeoutMs) : undefined;
  if (replyPromise) await ctx.runtime.events.listening();
  const { run, refused } = await ctx.runtime.enqueue(
    {
      id: runId,
      teamId: user.teamId,
      workflowId: workflow.id,
      workflowVersion: workflow.version,
      trigger: 'mcp',
      // The arguments are the workflow's input; the run's trigger kind 'mcp' says where it came from.
      triggerData: triggerDataOf(graph, args),
    },
    user.plan,
    graph,
    { runHere: wait },
  );
  if (refused) return { isError: true, text: runErrorMessage(run) ?? 'Refused by a plan limit.' };
  if (!replyPromise) return { isError: true, text: MCP_MESSAGES.queueDown, structured: { runId: run.id } };

  const outcome = await replyPromise;
  if (outcome === 'timeout') {
    await ctx.runtime.ensureStored(run.id);
    return {
      isError: true,
      text: MCP_MESSAGES.timeout(Math.round(ctx.config.webhookSyncTimeoutMs / 1000)),
      structured: { runId: run.id },
    };
  }
  if (outcome !== 'finished') return replyOutcome(outcome);
  const finished = await runsRepository(ctx.database.db).getForWorker(run.id);
  const stored = WebhookReply.safeParse(finished?.reply);
  if (stored.success) return replyOutcome(stored.data);
  if (finished?.status === 'succeeded') {
    return { isError: false, text: asText(finished.output), structured: structured(finished.output) };
  }
  const error = runErrorMessage(finished) ?? 'unknown error';
  return {
    isError: true,
    text: MCP_MESSAGES.failed(finished?.status ?? 'failed', error),
    structured: { runId: run.id },
  };
}

/** A Webhook Response step's reply as a tool result: its body; a 4xx/5xx status makes it an error. */
function replyOutcome(reply: WebhookReply): McpToolOutcome {
  return { isError: reply.status >= 400, text: asText(reply.body), structured: structured(reply.body) };
}
