import { type ChatMessage, defineService, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { loadCredential } from '../support/credentials.js';
import {
  authorizationField,
  field,
  MAIN_OUTPUT,
  objectSchema,
  options,
  required,
} from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

const Message = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

/** AI model chat completion through an OpenAI-compatible authorization (the ai port). */
export const aiChatService = defineService({
  descriptor: {
    id: 'ai.chat',
    name: 'AI model',
    category: 'AI',
    icon: 'smart_toy',
    description: 'Asks a chat model (OpenAI or a compatible API) and outputs its answer.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Chat completion', description: 'Send the prompt' }],
    inputs: [
      authorizationField(['openai'], true),
      required('model', 'Model', 'string', { placeholder: 'gpt-4o-mini' }),
      field('system', 'Instructions', 'text'),
      field('prompt', 'Prompt', 'text', {
        help: 'The user message; or give the whole conversation in Messages',
      }),
      field('messages', 'Messages', 'json', {
        help: 'A list of {role, content}, sent after the instructions',
      }),
      field('temperature', 'Temperature', 'number'),
      field('maxTokens', 'Max tokens', 'number'),
      field('responseFormat', 'Answer as', 'select', { options: options('text', 'json'), default: 'text' }),
    ],
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
    authorizationKinds: ['openai'],
  },
  params: z.object({
    authorization: z.string().min(1),
    model: z.string().min(1),
    system: z.string().optional(),
    prompt: z.string().optional(),
    messages: z.array(Message).default([]),
    temperature: z.coerce.number().min(0).max(2).optional(),
    maxTokens: z.coerce.number().int().min(1).optional(),
    responseFormat: z.enum(['text', 'json']).default('text'),
  }),
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
