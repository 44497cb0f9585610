import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Credential } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import type { LanguageModel } from 'ai';
import { z } from 'zod';

/** The authorization kinds an AI Agent step takes its model from. */
export const MODEL_KINDS = ['openai', 'anthropic', 'gemini'] as const;

/** Where each kind's API is when its authorization leaves the base URL empty. */
export const DEFAULT_MODEL_BASE_URLS: Record<(typeof MODEL_KINDS)[number], string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
};

const ModelFields = z.object({
  baseUrl: z.string().optional(),
  apiKey: z.string().optional(),
  model: z.string().optional(),
});

/** A base URL as the SDKs take it: no trailing slash; a bare origin of an OpenAI-compatible API gets /v1. */
function apiRoot(baseUrl: string, kind: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UserError(`The model API base URL is not a URL: ${baseUrl}`, { code: 'AUTHORIZATION_INVALID' });
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '' && kind === 'openai') url.pathname = '/v1';
  else url.pathname = path;
  return url.href.replace(/\/+$/, '');
}

/**
 * The chat model an authorization names: OpenAI's own API, any OpenAI-compatible server (Ollama,
 * OpenRouter, Groq, vLLM: the `openai` kind with its base URL), Anthropic or Google Gemini. Every
 * request goes through `fetch` (the SSRF-guarded one).
 */
export function languageModel(
  credential: Credential,
  modelId: string,
  fetch: typeof globalThis.fetch,
): LanguageModel {
  const kind = credential.kind as (typeof MODEL_KINDS)[number];
  if (!MODEL_KINDS.includes(kind)) {
    throw new UserError(
      `The authorization "${credential.id}" is a ${credential.kind} authorization; an AI model needs ${MODEL_KINDS.join(', ')}`,
      { code: 'AUTHORIZATION_KIND' },
    );
  }
  const fields = ModelFields.parse(
    Object.fromEntries(
      Object.entries(credential.fields).filter(([, v]) => typeof v === 'string' && v !== ''),
    ),
  );
  const model = modelId.trim() || fields.model;
  if (!model) throw new UserError('The AI Agent needs a model name', { code: 'AI_NO_MODEL' });
  const baseURL = apiRoot(fields.baseUrl ?? DEFAULT_MODEL_BASE_URLS[kind], kind);
  const apiKey = fields.apiKey ?? '';
  switch (kind) {
    case 'anthropic':
      return createAnthropic({ baseURL, apiKey, fetch })(model);
    case 'gemini':
      return createGoogleGenerativeAI({ baseURL, apiKey, fetch })(model);
    case 'openai':
      // OpenAI's own API by its SDK provider; any other host speaks the compatible chat-completions dialect.
      return new URL(baseURL).hostname === 'api.openai.com'
        ? createOpenAI({ baseURL, apiKey, fetch }).chat(model)
        : createOpenAICompatible({
            name: 'openai-compatible',
            baseURL,
            ...(apiKey ? { apiKey } : {}),
            fetch,
            supportsStructuredOutputs: true,
            includeUsage: true,
          })(model);
  }
}
