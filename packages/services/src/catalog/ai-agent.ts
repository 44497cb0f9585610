import { defineStep, OperationalError, prop, type StepContext, UserError } from '@flowlane/engine';
import { APICallError, generateText, jsonSchema, type ModelMessage, Output, stepCountIs } from 'ai';
import { z } from 'zod';
import { guardedFetch } from '../ai/guarded-fetch.js';
import { languageModel, MODEL_KINDS } from '../ai/models.js';
import { AgentTool, buildTools, type ToolCallLog } from '../ai/tools.js';
import { SsrfBlockedError } from '../net/index.js';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadCredential } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** What the agent remembers of one conversation: its last turns, user message and answer each. */
const Memory = z.array(z.object({ user: z.string(), assistant: z.string() }));
type Memory = z.infer<typeof Memory>;

const memoryKeyOf = (nodeId: string, conversation: string) => `agent:${nodeId}:${conversation}`;

function asMessages(memory: Memory): ModelMessage[] {
  return memory.flatMap((turn): ModelMessage[] => [
    { role: 'user', content: turn.user },
    { role: 'assistant', content: turn.assistant },
  ]);
}

/** A provider's or the network's failure in the engine's terms, with the provider's own message. */
function agentError(error: unknown, nodeId: string): unknown {
  if (error instanceof UserError || error instanceof OperationalError) return error;
  const cause = error instanceof Error && error.cause instanceof SsrfBlockedError ? error.cause : error;
  if (cause instanceof SsrfBlockedError)
    return new UserError(cause.message, { code: 'SSRF_BLOCKED', nodeId });
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const message = `The model API answered ${status ?? 'with an error'}: ${error.message}`;
    if (status !== undefined && status >= 400 && status < 500 && status !== 429)
      return new UserError(message, { code: 'AI_API_REFUSED', nodeId });
    return new OperationalError(message, { code: 'AI_API_FAILED', nodeId });
  }
  return error;
}

/**
 * The AI Agent: a model (OpenAI, any OpenAI-compatible server, Anthropic or Gemini, from an
 * authorization) that answers the user message, calling the tools the person chose (steps of the
 * catalogue such as app operations and HTTP Request, other workflows, an MCP server's tools) until it
 * has an answer or reaches its turn limit. Each model turn and each tool call is a line of the run log.
 */
export function createAiAgentService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG) {
  return defineStep({
    descriptor: {
      id: 'ai.agent',
      name: 'AI Agent',
      category: 'AI',
      icon: 'psychology',
      description:
        'Answers a message with a chat model that may call tools (app steps, HTTP requests, workflows, MCP servers) on its way; outputs its answer.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Run the agent', description: 'Answer the message, using the tools' }],
      outputSchema: objectSchema({
        text: { type: 'string' },
        output: {},
        turns: { type: 'number' },
        toolCalls: { type: 'number' },
        finishReason: { type: 'string' },
        usage: objectSchema({
          inputTokens: { type: 'number' },
          outputTokens: { type: 'number' },
          totalTokens: { type: 'number' },
        }),
      }),
      outputHandles: MAIN_OUTPUT,
      planFeature: 'aimodel',
    },
    props: {
      authorization: prop.authorization({ kinds: MODEL_KINDS, required: true }),
      model: prop.string({
        label: 'Model',
        placeholder: 'gpt-4o-mini',
        help: "The model's name at its provider (claude-sonnet-4-5, gemini-2.5-flash, llama3.2…); empty: the authorization's default model",
      }),
      system: prop.text({ label: 'System prompt', help: 'Who the agent is and how it should work' }),
      prompt: prop.text({
        label: 'User message',
        required: true,
        help: 'What the agent answers, e.g. {{ trigger.text }}',
      }),
      tools: prop.tools({
        label: 'Tools',
        help: 'A list of tools: {"kind": "step", "serviceId": "slack.send_message", "authorization": "…"}, {"kind": "workflow", "workflowId": "…", "name": "…", "description": "…"} or {"kind": "mcp", "authorization": "…"}; add "needsApproval": true to a tool a person must approve',
        schema: z.array(AgentTool).default([]),
      }),
      maxTurns: prop.number({
        label: 'Most turns',
        int: true,
        min: 1,
        max: 50,
        default: 10,
        help: 'Model calls at most, tool rounds included',
      }),
      conversation: prop.string({
        label: 'Conversation key',
        help: 'Remembers the last turns of this conversation between runs, e.g. {{ trigger.chatId }}; empty: no memory',
      }),
      rememberTurns: prop.number({ label: 'Turns remembered', int: true, min: 1, max: 100, default: 10 }),
      outputSchema: prop.json({
        label: 'Output schema',
        help: 'A JSON Schema: the agent then answers with an object of this shape, in "output"',
        schema: z.record(z.string(), z.unknown()).optional(),
      }),
      temperature: prop.number({ label: 'Temperature', min: 0, max: 2 }),
    },
    execute: async (ctx) => {
      const p = ctx.params;
      const credential = await loadCredential(ctx, p.authorization, MODEL_KINDS);
      const fetch = guardedFetch(connectorNetwork(config, ctx));
      const clock = ctx.ports.clock;
      const pendingCalls: ToolCallLog[] = [];
      let turns = 0;
      let calls = 0;
      let turnStartedAt = clock.now();
      const flushCalls = () => {
        for (const call of pendingCalls.splice(0)) ctx.logSubStep({ key: `tool-${++calls}`, ...call });
      };
      const box = await buildTools(p.tools, {
        ctx,
        fetch: fetch.fetch,
        onCall: (call) => pendingCalls.push(call),
      });
      const memoryKey = p.conversation ? memoryKeyOf(ctx.node.id, p.conversation) : undefined;
      const memory = memoryKey ? Memory.catch([]).parse(await ctx.ports.kv.get(memoryKey)) : [];
      try {
        const model = languageModel(credential, p.model ?? '', fetch.fetch);
        const result = await generateText({
          model,
          ...(p.system ? { system: p.system } : {}),
          messages: [...asMessages(memory), { role: 'user', content: p.prompt }],
          tools: box.tools,
          stopWhen: stepCountIs(p.maxTurns),
          abortSignal: ctx.signal,
          maxRetries: 0,
          ...(p.temperature === undefined ? {} : { temperature: p.temperature }),
          ...(p.outputSchema
            ? { output: Output.object({ schema: jsonSchema(p.outputSchema as never) }) }
            : {}),
          onStepFinish: (step) => {
            turns += 1;
            const toolStart = pendingCalls[0]?.startedAt;
            ctx.logSubStep({
              key: `model-${turns}`,
              name: `${ctx.node.name} · turn ${turns}`,
              serviceId: 'ai.agent.model',
              status: 'succeeded',
              input: { model: step.response.modelId, turn: turns },
              output: {
                text: step.text,
                toolCalls: step.toolCalls.map((call) => ({ tool: call.toolName, input: call.input })),
                finishReason: step.finishReason,
                usage: step.usage,
              },
              startedAt: turnStartedAt,
              durationMs: (toolStart ?? clock.now()) - turnStartedAt,
            });
            flushCalls();
            turnStartedAt = clock.now();
          },
        });
        if (memoryKey) {
          const kept = [...memory, { user: p.prompt, assistant: result.text }].slice(-p.rememberTurns);
          await ctx.ports.kv.set(memoryKey, kept, config.agentMemoryTtlMs);
        }
        return {
          output: {
            text: result.text,
            ...(p.outputSchema ? { output: result.output } : {}),
            turns,
            toolCalls: calls,
            finishReason: result.finishReason,
            usage: result.totalUsage,
          },
        };
      } catch (error) {
        throw agentError(error, ctx.node.id);
      } finally {
        flushCalls();
        await box.close();
        await fetch.close();
      }
    },
  });
}

function connectorNetwork(config: ServiceConfig, ctx: StepContext<unknown>) {
  return { ...config.network, signal: ctx.signal };
}
