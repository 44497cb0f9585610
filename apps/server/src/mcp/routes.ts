import { ERROR_CODES, McpHttpBody } from '@flowlane/contracts';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthedUser } from '../accounts/authed-user.js';
import { authGuard } from '../accounts/guard.js';
import type { RoutesContext } from '../context.js';
import { callMcpTool, MCP_MESSAGES, MCP_PATH, type McpContext, teamMcpTools } from './tools.js';

export { MCP_PATH } from './tools.js';

/** One MCP server for one request of one team (stateless: every POST carries its whole exchange). */
function mcpServerFor(ctx: McpContext, user: AuthedUser, version: string): Server {
  const server = new Server({ name: 'flowlane', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await teamMcpTools(ctx, user.teamId)).map(({ tool }) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as { type: 'object'; [key: string]: unknown },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const found = (await teamMcpTools(ctx, user.teamId)).find((t) => t.tool.name === request.params.name);
    if (!found) {
      return {
        isError: true,
        content: [{ type: 'text', text: MCP_MESSAGES.unknownTool(request.params.name) }],
      };
    }
    const outcome = await callMcpTool(ctx, user, found, request.params.arguments ?? {});
    return {
      isError: outcome.isError,
      content: [{ type: 'text', text: outcome.text }],
      ...(outcome.structured ? { structuredContent: outcome.structured } : {}),
    };
  });
  return server;
}

/**
 * The team's MCP endpoint (streamable HTTP, stateless): POST carries JSON-RPC messages and is answered
 * with JSON; GET (a server-initiated stream) and DELETE (ending a session) answer 405, as the transport
 * allows a server without sessions. Authenticated like the API: a key with the `mcp` scope, or a session.
 */
export function mcpRoutes(ctx: RoutesContext<'runtime' | 'version'>): FastifyPluginAsync {
  const { requireCapability } = authGuard(ctx);
  return async (app) => {
    app.post(
      MCP_PATH,
      {
        schema: {
          tags: ['mcp'],
          summary: "The team's MCP server (streamable HTTP): its workflows marked as MCP tools",
          body: McpHttpBody,
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:run');
        const server = mcpServerFor(ctx, user, ctx.version);
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        reply.hijack();
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );
    const notAllowed = {
      schema: { tags: ['mcp'], summary: 'Not offered: the MCP endpoint is stateless (POST only)' },
    };
    const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
      await requireCapability(request, 'workflow:run');
      return reply.status(405).header('allow', 'POST').send({
        message: 'This MCP endpoint takes POST requests only (stateless).',
        code: ERROR_CODES.badRequest,
      });
    };
    app.get(MCP_PATH, notAllowed, refuse);
    app.delete(MCP_PATH, notAllowed, refuse);
  };
}
