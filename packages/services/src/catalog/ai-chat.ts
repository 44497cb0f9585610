import { type ChatMessage, defineStep, prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { loadCredential } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

const Message = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

/** AI model chat completion through an OpenAI-compatible authorization (the ai port). */
export const aiChatService = defineStep({
  descriptor: {
    id: 'ai.chat',
    name: 'AI model',
    category: 'AI',
    icon: 'smart_toy',
    description: 'Asks a chat model (OpenAI or a compatible API) and outputs its answer.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Chat completion', description: 'Send the prompt' }],
    outputSchema: objectSchema({
      content: { type: 'string' },
      json: {},
      model: { type: 'string' },
      finishReason: { type: 'string' },
      usage: objectSchema({
        promptTokens: { type: 'number' },
        completionTokens: { type: 'number' },
        totalTokens: { type: 'number' },
      }),
    }),
    outputHandles: MAIN_OUTPUT,
    planFeature: 'aimodel',
  },
  props: {
    authorization: prop.authorization({ kinds: ['openai'], required: true }),
    model: prop.string({ label: 'Model', required: true, placeholder: 'gpt-4o-mini' }),
    system: prop.text({ label: 'Instructions' }),
    prompt: prop.text({
      label: 'Prompt',
      help: 'The user message; or give the whole conversation in Messages',
    }),
    messages: prop.json({
      label: 'Messages',
      help: 'A list of {role, content}, sent after the instructions',
      schema: z.array(Message).default([]),
    }),
    temperature: prop.number({ label: 'Temperature', min: 0, max: 2 }),
    maxTokens: prop.number({ label: 'Max tokens', int: true, min: 1 }),
    responseFormat: prop.select({ label: 'Answer as', options: ['text', 'json'], default: 'text' }),
  },
  execute: async (ctx) => {
    const p = ctx.params;
    const messages: ChatMessage[] = [
      ...(p.system ? [{ role: 'system' as const, content: p.system }] : []),
      ...p.messages,
      ...(p.prompt ? [{ role: 'user' as const, content: p.prompt }] : []),
    ];
    if (!messages.some((m) => m.role === 'user')) {
      throw new UserError('AI model needs a prompt or a user message', {
        code: 'AI_NO_PROMPT',
        nodeId: ctx.node.id,
      });
    }
    const credential = await loadCredential(ctx, p.authorization, ['openai']);
    const answer = await callConnector(ctx.node.id, () =>
      ctx.ports.ai.chat({
        credential,
        model: p.model,
        messages,
        responseFormat: p.responseFormat,
        ...(p.temperature === undefined ? {} : { temperature: p.temperature }),
        ...(p.maxTokens === undefined ? {} : { maxTokens: p.maxTokens }),
        signal: ctx.signal,
      }),
    );
    return { output: answer };
  },
});
